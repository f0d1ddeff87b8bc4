import { type BaccaratWinner, baccaratResultSchema, type Round } from '@ante/core';
import { useState } from 'react';
import { durationMs, type Speed } from '../../game-ui';
import { useGameSound } from '../../sound';
import { outcomeOf } from '../../stats/live-stats';
import { useRoundAnimation } from '../shared/use-round-animation';
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

/**
 * Deals the server's cards one at a time, alternating player and banker, then shows
 * the winner and tells the shell. A round the board mounts with is shown as it ended.
 */
export function useBaccaratDeal(round: Round | null, speed: Speed, onSettled: () => void): Deal | null {
  const play = useGameSound();
  const [deal, setDeal] = useState<Deal | null>(null);

  const dealOf = (current: Round, speed: Speed) => {
    const result = baccaratResultSchema.parse(current.result);
    return {
      roundId: current.id,
      cards: dealOrder(result),
      winner: result.winner,
      cardMs: durationMs(speed, 460),
    };
  };

  useRoundAnimation(round, speed, onSettled, {
    show(current) {
      const base = dealOf(current, 'normal');
      setDeal({ ...base, shown: base.cards.length, revealed: base.cards.length, finished: true, cardMs: 0 });
    },
    play(current, { speed, settle, after }) {
      const base = dealOf(current, speed);
      const { cards } = base;
      const everyMs = durationMs(speed, CARD_EVERY_MS);
      setDeal({ ...base, shown: 0, revealed: 0, finished: false });
      const update = (change: Partial<Deal>) =>
        setDeal((previous) => (previous?.roundId === base.roundId ? { ...previous, ...change } : previous));
      cards.forEach((_, index) => {
        after(everyMs * index, () => {
          update({ shown: index + 1 });
          play('card');
        });
        after(everyMs * index + base.cardMs * 0.8, () => update({ revealed: index + 1 }));
      });
      const endMs = everyMs * (cards.length - 1) + base.cardMs + durationMs(speed, BANNER_AFTER_MS);
      after(endMs, () => {
        update({ shown: cards.length, revealed: cards.length, finished: true });
        play(outcomeOf(current.multiplier) === 'win' ? 'win' : 'lose');
        settle();
      });
    },
  });

  return deal;
}
