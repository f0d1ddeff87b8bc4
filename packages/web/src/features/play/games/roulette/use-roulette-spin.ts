import { EUROPEAN_WHEEL, type Round, rouletteResultSchema } from '@ante/core';
import { type RefObject, useRef, useState } from 'react';
import { durationMs, type Speed } from '../../game-ui';
import { useGameSound } from '../../sound';
import { outcomeOf } from '../../stats/live-stats';
import { useRoundAnimation } from '../shared/use-round-animation';

export const POCKET_ANGLE = 360 / EUROPEAN_WHEEL.length;
export const TRACK_RADIUS = 84;
export const POCKET_RADIUS = 58;
const SPIN_MS = 4200;
/** The ball stops in its pocket this far through the spin; the wheel turns on a little longer. */
const BALL_SETTLES_AT = 0.8;
const TICK_SPACING_MS = 70;

/** The angle of a pocket on the wheel, clockwise from the top of the wheel drawing. */
export function pocketAngle(pocket: number): number {
  return EUROPEAN_WHEEL.indexOf(pocket as (typeof EUROPEAN_WHEEL)[number]) * POCKET_ANGLE;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;
const mod = (value: number, by: number) => ((value % by) + by) % by;

interface Refs {
  wheel: RefObject<SVGGElement | null>;
  ball: RefObject<SVGCircleElement | null>;
}

/**
 * Spins the wheel one way and the ball the other, the ball spiralling down into the
 * pocket the server drew and then riding the wheel until it stops. Everything moves
 * through refs each frame; React only hears when the ball has landed.
 */
export function useRouletteSpin(
  { wheel, ball }: Refs,
  round: Round | null,
  speed: Speed,
  onSettled: () => void,
) {
  const play = useGameSound();
  const wheelAngle = useRef(0);
  const [landed, setLanded] = useState<{ roundId: string; pocket: number } | null>(null);
  const [history, setHistory] = useState<{ roundId: string; pocket: number }[]>([]);

  const draw = (wheelAt: number, ballAt: number, radius: number) => {
    wheel.current?.setAttribute('transform', `rotate(${wheelAt.toFixed(2)})`);
    const radians = (ballAt * Math.PI) / 180;
    ball.current?.setAttribute('cx', (radius * Math.sin(radians)).toFixed(2));
    ball.current?.setAttribute('cy', (-radius * Math.cos(radians)).toFixed(2));
    ball.current?.setAttribute('visibility', 'visible');
  };
  const land = (current: Round) => {
    const { pocket } = rouletteResultSchema.parse(current.result);
    draw(wheelAngle.current, wheelAngle.current + pocketAngle(pocket), POCKET_RADIUS);
    const entry = { roundId: current.id, pocket };
    setLanded(entry);
    setHistory((previous) =>
      previous.some((item) => item.roundId === entry.roundId) ? previous : [entry, ...previous].slice(0, 12),
    );
  };

  useRoundAnimation(round, speed, onSettled, {
    show: land,
    play(current, { speed, settle, frames }) {
      const { pocket } = rouletteResultSchema.parse(current.result);
      const target = pocketAngle(pocket);
      setLanded(null);
      const totalMs = durationMs(speed, SPIN_MS);
      const from = wheelAngle.current;
      const wheelTurn = speed === 'fast' ? 200 : 420;
      const ballTurns = speed === 'fast' ? 2 : 4;
      // The ball's angle relative to the wheel runs down from `relFrom` to the pocket.
      const relFrom = target + ballTurns * 360 + mod(-target - from, 360);
      const settleAt = BALL_SETTLES_AT * totalMs;
      let startedAt: number | null = null;
      let lastTickAt = 0;
      let lastPocket = -1;

      frames((now) => {
        startedAt ??= now;
        const elapsed = now - startedAt;
        const t = Math.min(1, elapsed / totalMs);
        const wheelAt = from + wheelTurn * easeOutCubic(t);
        wheelAngle.current = wheelAt;
        const s = Math.min(1, elapsed / settleAt);
        const rel = target + (relFrom - target) * (1 - easeOutCubic(s));
        // On the track at first, then spiralling in with a few hops over the pocket walls.
        const drop = Math.max(0, (s - 0.55) / 0.45);
        const radius =
          drop === 0
            ? TRACK_RADIUS
            : POCKET_RADIUS +
              (TRACK_RADIUS - POCKET_RADIUS) * (1 - drop) ** 2 +
              5 * (1 - drop) * Math.abs(Math.sin(drop * Math.PI * 3));
        draw(wheelAt, wheelAt + rel, radius);
        if (drop > 0 && drop < 1) {
          const pocketNow = Math.floor(mod(rel, 360) / POCKET_ANGLE);
          if (pocketNow !== lastPocket && now - lastTickAt > TICK_SPACING_MS) {
            lastPocket = pocketNow;
            lastTickAt = now;
            play('tick');
          }
        }
        if (t < 1) return true;
        land(current);
        play(outcomeOf(current.multiplier) === 'win' ? 'win' : 'lose');
        settle();
        return false;
      });
    },
  });

  return { landed, history };
}
