import type { Round } from '@ante/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { durationMs, type Speed } from '../game-ui';
import { type SoundCue, useGameSound } from '../sound';

/**
 * What one server answer animates: the board draws `visual` (which tiles flip, which
 * cards slide in and when), the sounds play at their offsets, and `onSettled` is called
 * at `settleAtMs`. The multi-step boards of mines, blackjack, top dollar and take the
 * crown share this hook; it lives here because each game owns only its own folder.
 */
export interface StepPlan<T> {
  visual: T;
  sounds: { cue: SoundCue; atMs: number }[];
  settleAtMs: number;
}

/** Scales a normal-speed duration to the player's speed; zero when motion is reduced. */
export type Timing = (normalMs: number) => number;

export interface Step<T> {
  /** Changes with every answer, so a board can key its animated elements on it. */
  id: number;
  /** Null when the change needed no animation. */
  visual: T | null;
  sounds: StepPlan<T>['sounds'];
  settleAtMs: number;
}

type Planner<T> = (previous: Round | null, next: Round | null, ms: Timing) => StepPlan<T> | null;

/**
 * Follows the round the shell hands the board: every change (a new round, a step, the
 * finish) is planned once, during render, from the round before it, so StrictMode's
 * double effects cannot plan it twice. The first round the board mounts with (a round
 * resumed after a reload) is drawn as it stands, without animation.
 */
export function useStepAnimation<T>(
  round: Round | null,
  speed: Speed,
  onSettled: () => void,
  planner: Planner<T>,
): { step: Step<T> | null; animating: boolean; ms: Timing } {
  const reduced = useReducedMotion() ?? false;
  const ms: Timing = (normalMs) => (reduced ? 0 : durationMs(speed, normalMs));
  const [seen, setSeen] = useState<{ round: Round | null; step: Step<T> | null }>({ round, step: null });
  const [animating, setAnimating] = useState(false);
  if (seen.round !== round) {
    const plan: Omit<Step<T>, 'id'> = planner(seen.round, round, ms) ?? {
      visual: null,
      sounds: [],
      settleAtMs: 0,
    };
    setSeen({ round, step: { ...plan, id: (seen.step?.id ?? 0) + 1 } });
    setAnimating(plan.settleAtMs > 0);
  }

  const play = useGameSound();
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  const { step } = seen;
  useEffect(() => {
    if (!step) return;
    const timers = step.sounds.map(({ cue, atMs }) => window.setTimeout(() => play(cue), atMs));
    timers.push(
      window.setTimeout(() => {
        setAnimating(false);
        settled.current();
      }, step.settleAtMs),
    );
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [step, play]);

  return { step, animating, ms };
}
