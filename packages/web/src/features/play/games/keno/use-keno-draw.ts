import { type KenoParams, kenoResultSchema, type Round } from '@ante/core';
import { useState } from 'react';
import { durationMs, type Speed } from '../../game-ui';
import { useGameSound } from '../../sound';
import { outcomeOf } from '../../stats/live-stats';
import { useRoundAnimation } from '../shared/use-round-animation';

export interface KenoDraw {
  roundId: string;
  picks: number[];
  drawn: number[];
  /** How many of `drawn` are on the board so far. */
  revealed: number;
}

const REVEAL_STEP_MS = 190;

/**
 * Reveals the server's drawn numbers one by one, a gem sound on each hit, and tells
 * the shell once the last is down. A round the board mounts with is shown as it stands.
 * `clear` takes the draw off the board (the player is choosing new picks).
 */
export function useKenoDraw(round: Round | null, speed: Speed, onSettled: () => void) {
  const play = useGameSound();
  const [draw, setDraw] = useState<KenoDraw | null>(null);

  const drawOf = (current: Round) => {
    const { drawn } = kenoResultSchema.parse(current.result);
    const { picks } = current.params as KenoParams;
    return { roundId: current.id, picks, drawn };
  };

  useRoundAnimation(round, speed, onSettled, {
    show(current) {
      const base = drawOf(current);
      setDraw({ ...base, revealed: base.drawn.length });
    },
    play(current, { speed, settle, after }) {
      const base = drawOf(current);
      const { picks, drawn } = base;
      setDraw({ ...base, revealed: 0 });
      const stepMs = durationMs(speed, REVEAL_STEP_MS);
      drawn.forEach((number, index) => {
        after(stepMs * (index + 1), () => {
          setDraw({ ...base, revealed: index + 1 });
          play(picks.includes(number) ? 'reveal' : 'tick');
        });
      });
      after(stepMs * (drawn.length + 1), () => {
        if (outcomeOf(current.multiplier) === 'win') play('win');
        settle();
      });
    },
  });

  return { draw, clear: () => setDraw(null) };
}
