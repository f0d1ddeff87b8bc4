import { type BaccaratWinner, baccaratResultSchema, type Round } from '@ante/core';
import { useEffect, useRef, useState } from 'react';
import { durationMs, type Speed } from '../../game-ui';
import { useGameSound } from '../../sound';
import { outcomeOf } from '../../stats/live-stats';
import { type DealtCard, dealOrder } from './baccarat-deal';

const CARD_EVERY_MS = 560;
const BANNER_AFTER_MS = 380;

export interface Deal {
  roundId: string;
  cards: DealtCard[];
  /** How many of `cards` are on the table. */
  shown: number;
  /** How many of them have turned face up (and count in the totals). */
  revealed: number;
  winner: BaccaratWinner;
  finished: boolean;
  /** How long one card takes to slide and turn over. */
  cardMs: number;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Deals the server's cards one at a time, alternating player and banker, then shows
 * the winner and tells the shell. A round the board mounts with is shown as it ended.
 */
export function useBaccaratDeal(round: Round | null, speed: Speed, onSettled: () => void): Deal | null {
  const play = useGameSound();
  const latest = useRef({ play, speed, onSettled });
  latest.current = { play, speed, onSettled };
  const seen = useRef<string | null | undefined>(undefined);
  const [deal, setDeal] = useState<Deal | null>(null);
  const roundRef = useRef(round);
  roundRef.current = round;
  const roundId = round?.id ?? null;

  useEffect(() => {
    const firstRun = seen.current === undefined;
    if (seen.current === roundId) return;
    seen.current = roundId;
    const current = roundRef.current;
    if (!current) return;
    const result = baccaratResultSchema.parse(current.result);
    const cards = dealOrder(result);
    const { speed, onSettled } = latest.current;
    const everyMs = durationMs(speed, CARD_EVERY_MS);
    const base = { roundId: current.id, cards, winner: result.winner, cardMs: durationMs(speed, 460) };
    if (firstRun || prefersReducedMotion()) {
      setDeal({ ...base, shown: cards.length, revealed: cards.length, finished: true, cardMs: 0 });
      onSettled();
      return;
    }
    setDeal({ ...base, shown: 0, revealed: 0, finished: false });
    const update = (change: Partial<Deal>) =>
      setDeal((previous) => (previous?.roundId === base.roundId ? { ...previous, ...change } : previous));
    const timers = cards.flatMap((_, index) => [
      window.setTimeout(() => {
        update({ shown: index + 1 });
        latest.current.play('card');
      }, everyMs * index),
      window.setTimeout(() => update({ revealed: index + 1 }), everyMs * index + base.cardMs * 0.8),
    ]);
    const endMs = everyMs * (cards.length - 1) + base.cardMs + durationMs(speed, BANNER_AFTER_MS);
    timers.push(
      window.setTimeout(() => {
        update({ shown: cards.length, revealed: cards.length, finished: true });
        latest.current.play(outcomeOf(current.multiplier) === 'win' ? 'win' : 'lose');
        latest.current.onSettled();
      }, endMs),
    );
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [roundId]);

  return deal;
}
