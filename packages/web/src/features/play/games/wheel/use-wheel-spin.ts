import { type Round, type WheelParams, wheelResultSchema } from '@ante/core';
import { type RefObject, useRef, useState } from 'react';
import { durationMs, type Speed } from '../../game-ui';
import { useGameSound } from '../../sound';
import { outcomeOf } from '../../stats/live-stats';
import { useRoundAnimation } from '../shared/use-round-animation';
import { landingRotation, segmentAngle } from './wheel-geometry';

const SPIN_MS = 3200;
/** Clacks closer together than this merge into one. */
const CLACK_SPACING_MS = 32;

export interface WheelLanding {
  roundId: string;
  params: WheelParams;
  index: number;
}

/** Fast at first, then a long slow finish, as a wheel losing speed to friction. */
function easeOut(t: number): number {
  return 1 - (1 - t) ** 4;
}

/**
 * Spins the wheel to the segment the server chose: the rotation is written straight
 * to the element each frame (no render), a clack plays and the pointer flicks each
 * time a segment edge passes it, and the shell hears "settled" once the wheel stops.
 */
export function useWheelSpin(
  wheel: RefObject<SVGGElement | null>,
  pointer: RefObject<SVGGElement | null>,
  round: Round | null,
  speed: Speed,
  onSettled: () => void,
) {
  const play = useGameSound();
  const rotation = useRef(0);
  const [landing, setLanding] = useState<WheelLanding | null>(null);
  const [spinning, setSpinning] = useState(false);

  /** Where the wheel stops for `round`, from wherever it stands now. */
  const stopOf = (current: Round, turns: number) => {
    const { index } = wheelResultSchema.parse(current.result);
    const params = current.params as WheelParams;
    const to = landingRotation(rotation.current, index, params.segments, turns, Math.random() * 0.8 - 0.4);
    return { index, params, to };
  };
  const land = (current: Round, stop: ReturnType<typeof stopOf>) => {
    rotation.current = stop.to;
    if (wheel.current) wheel.current.style.transform = `rotate(${stop.to}deg)`;
    setLanding({ roundId: current.id, params: stop.params, index: stop.index });
    setSpinning(false);
  };

  useRoundAnimation(round, speed, onSettled, {
    // Shown at once, the wheel turns straight to the stop with no extra whole turns.
    show: (current) => land(current, stopOf(current, 0)),
    play(current, { speed, settle, frames, onStop }) {
      const from = rotation.current;
      const stop = stopOf(current, speed === 'fast' ? 2 : 4);
      const { to } = stop;
      const step = segmentAngle(stop.params.segments);
      setLanding(null);
      setSpinning(true);
      const totalMs = durationMs(speed, SPIN_MS);
      let startedAt: number | null = null;
      let edges = Math.floor(from / step);
      let lastClackAt = 0;
      frames((now) => {
        startedAt ??= now;
        const t = Math.min(1, (now - startedAt) / totalMs);
        const angle = from + (to - from) * easeOut(t);
        rotation.current = angle;
        if (wheel.current) wheel.current.style.transform = `rotate(${angle}deg)`;
        const passed = Math.floor(angle / step);
        if (passed !== edges) {
          edges = passed;
          if (now - lastClackAt >= CLACK_SPACING_MS) {
            lastClackAt = now;
            play('tick');
            pointer.current?.animate([{ transform: 'rotate(-22deg)' }, { transform: 'rotate(0deg)' }], {
              duration: durationMs(speed, 140),
              easing: 'ease-out',
            });
          }
        }
        if (t < 1) return true;
        land(current, stop);
        if (outcomeOf(current.multiplier) === 'win') play('win');
        settle();
        return false;
      });
      // An interrupted spin still ends on its segment, so the board never shows a wrong stop.
      onStop(() => {
        if (rotation.current !== to) land(current, stop);
      });
    },
  });

  return { landing, spinning };
}
