import { type Round, type WheelParams, wheelResultSchema } from '@ante/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { durationMs, type Speed } from '../../game-ui';
import { useGameSound } from '../../sound';
import { outcomeOf } from '../../stats/live-stats';
import { landingRotation, segmentAngle } from './wheel-geometry';

const SPIN_MS = 3200;
/** Clacks closer together than this merge into one. */
const CLACK_SPACING_MS = 32;

export interface WheelLanding {
  roundId: string;
  params: WheelParams;
  index: number;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
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
  const latest = useRef({ play, speed, onSettled });
  latest.current = { play, speed, onSettled };
  const rotation = useRef(0);
  const seen = useRef<string | null | undefined>(undefined);
  const [landing, setLanding] = useState<WheelLanding | null>(null);
  const [spinning, setSpinning] = useState(false);
  const roundRef = useRef(round);
  roundRef.current = round;
  const roundId = round?.id ?? null;

  useEffect(() => {
    const firstRun = seen.current === undefined;
    if (seen.current === roundId) return;
    seen.current = roundId;
    const current = roundRef.current;
    if (!current) return;
    const { index } = wheelResultSchema.parse(current.result);
    const params = current.params as WheelParams;
    const { speed, onSettled } = latest.current;
    const step = segmentAngle(params.segments);
    const turns = speed === 'fast' ? 2 : 4;
    const from = rotation.current;
    const to = landingRotation(from, index, params.segments, turns, Math.random() * 0.8 - 0.4);
    const land = () => {
      rotation.current = to;
      if (wheel.current) wheel.current.style.transform = `rotate(${to}deg)`;
      setLanding({ roundId: current.id, params, index });
      setSpinning(false);
    };
    if (firstRun || prefersReducedMotion()) {
      land();
      onSettled();
      return;
    }
    setLanding(null);
    setSpinning(true);
    const totalMs = durationMs(speed, SPIN_MS);
    let frame = 0;
    let startedAt: number | null = null;
    let edges = Math.floor(from / step);
    let lastClackAt = 0;
    const tick = (now: number) => {
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
          latest.current.play('tick');
          pointer.current?.animate([{ transform: 'rotate(-22deg)' }, { transform: 'rotate(0deg)' }], {
            duration: durationMs(speed, 140),
            easing: 'ease-out',
          });
        }
      }
      if (t < 1) {
        frame = requestAnimationFrame(tick);
        return;
      }
      land();
      if (outcomeOf(current.multiplier) === 'win') latest.current.play('win');
      latest.current.onSettled();
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      // An interrupted spin still ends on its segment, so the board never shows a wrong stop.
      if (rotation.current !== to) land();
    };
  }, [roundId, wheel, pointer]);

  return { landing, spinning };
}
