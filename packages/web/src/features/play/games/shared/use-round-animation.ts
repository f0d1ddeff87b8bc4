import type { Round } from '@ante/core';
import { useEffect, useRef } from 'react';
import type { Speed } from '../../game-ui';

/** What a board's `play` is handed to run one round's animation. */
export interface RoundAnimationTools {
  /** The speed when the round arrived; the animation keeps it to the end. */
  speed: Speed;
  /** Tells the shell the round is over (the latest `onSettled` the board was given). */
  settle(): void;
  /** Runs `run` after `ms`, unless the animation is interrupted first. */
  after(ms: number, run: () => void): void;
  /**
   * Runs `step` on every animation frame, from the next one, for as long as it returns
   * true; an interrupted animation stops asking for frames.
   */
  frames(step: (now: number) => boolean): void;
  /**
   * Runs `run` when a newer round or the board's unmount ends this round's turn, after
   * the timers and frames asked for above have been stopped.
   */
  onStop(run: () => void): void;
}

/** How a board puts a round on the table: at once, or played out. */
export interface RoundAnimation {
  /**
   * Draws the round as it ended. Used for the round the board mounts with (a reload
   * must not replay the last spin) and for every round when the player asks for
   * reduced motion; the shell is told "settled" right after.
   */
  show(round: Round): void;
  /** Plays the round out and calls `settle()` at its end. */
  play(round: Round, tools: RoundAnimationTools): void;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The rule every animated board follows: each new round (by id) is animated once,
 * the round already there when the board mounts is shown as it ended, reduced motion
 * shows every round at once, and a newer round cancels what is still running of the
 * last one. The board describes its drawing in `animation`; the latest one given is
 * used, so it may close over fresh state without restarting anything.
 */
export function useRoundAnimation(
  round: Round | null,
  speed: Speed,
  onSettled: () => void,
  animation: RoundAnimation,
): void {
  const latest = useRef({ speed, onSettled, animation });
  latest.current = { speed, onSettled, animation };
  const roundRef = useRef(round);
  roundRef.current = round;
  // `undefined` until the first run, so the round the board mounts with is told apart.
  const seen = useRef<string | null | undefined>(undefined);
  const roundId = round?.id ?? null;

  useEffect(() => {
    const firstRun = seen.current === undefined;
    if (seen.current === roundId) return;
    seen.current = roundId;
    const current = roundRef.current;
    if (!current) return;
    const { speed, animation } = latest.current;
    const settle = () => latest.current.onSettled();
    if (firstRun || prefersReducedMotion()) {
      animation.show(current);
      settle();
      return;
    }
    const timers: number[] = [];
    let frame = 0;
    const stops: (() => void)[] = [];
    const tools: RoundAnimationTools = {
      speed,
      settle,
      after(ms, run) {
        timers.push(window.setTimeout(run, ms));
      },
      frames(step) {
        const next = (now: number) => {
          frame = step(now) ? requestAnimationFrame(next) : 0;
        };
        frame = requestAnimationFrame(next);
      },
      onStop(run) {
        stops.push(run);
      },
    };
    animation.play(current, tools);
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
      cancelAnimationFrame(frame);
      for (const stop of stops) stop();
    };
  }, [roundId]);
}
