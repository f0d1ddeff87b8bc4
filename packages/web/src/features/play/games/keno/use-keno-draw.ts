import { type KenoParams, kenoResultSchema, type Round } from '@ante/core';
import { useEffect, useRef, useState } from 'react';
import { durationMs, type Speed } from '../../game-ui';
import { useGameSound } from '../../sound';
import { outcomeOf } from '../../stats/live-stats';

export interface KenoDraw {
  roundId: string;
  picks: number[];
  drawn: number[];
  /** How many of `drawn` are on the board so far. */
  revealed: number;
}

const REVEAL_STEP_MS = 190;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Reveals the server's drawn numbers one by one, a gem sound on each hit, and tells
 * the shell once the last is down. A round the board mounts with is shown as it stands.
 * `clear` takes the draw off the board (the player is choosing new picks).
 */
export function useKenoDraw(round: Round | null, speed: Speed, onSettled: () => void) {
  const play = useGameSound();
  const latest = useRef({ play, speed, onSettled });
  latest.current = { play, speed, onSettled };
  const seen = useRef<string | null | undefined>(undefined);
  const [draw, setDraw] = useState<KenoDraw | null>(null);

  const roundId = round?.id ?? null;
  const roundRef = useRef(round);
  roundRef.current = round;

  useEffect(() => {
    const firstRun = seen.current === undefined;
    if (seen.current === roundId) return;
    seen.current = roundId;
    const current = roundRef.current;
    if (!current) return;
    const { drawn } = kenoResultSchema.parse(current.result);
    const { picks } = current.params as KenoParams;
    const base = { roundId: current.id, picks, drawn };
    const { speed, onSettled } = latest.current;
    if (firstRun || prefersReducedMotion()) {
      setDraw({ ...base, revealed: drawn.length });
      onSettled();
      return;
    }
    setDraw({ ...base, revealed: 0 });
    const stepMs = durationMs(speed, REVEAL_STEP_MS);
    const timers = drawn.map((number, index) =>
      window.setTimeout(
        () => {
          setDraw({ ...base, revealed: index + 1 });
          latest.current.play(picks.includes(number) ? 'reveal' : 'tick');
        },
        stepMs * (index + 1),
      ),
    );
    timers.push(
      window.setTimeout(
        () => {
          if (outcomeOf(current.multiplier) === 'win') latest.current.play('win');
          latest.current.onSettled();
        },
        stepMs * (drawn.length + 1),
      ),
    );
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [roundId]);

  return { draw, clear: () => setDraw(null) };
}
