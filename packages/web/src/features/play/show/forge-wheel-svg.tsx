import type { ShowRound } from '@ante/core';
import { useReducedMotion } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useGameSound } from '../sound';
import { spinStopsAt } from './show-clock';
import { spotLook, WHEEL, WHEEL_SEGMENTS } from './show-document';
import classes from './show-stage.module.css';
import {
  landingNudge,
  landingRotation,
  restRotation,
  sectorPath,
  segmentAngle,
  segmentAt,
  spinRotation,
} from './wheel-geometry';

const OUTER = 112;
const INNER = 58;
const TURNS = 5;
const STEP = segmentAngle(WHEEL_SEGMENTS);
/** The wheel's segments are fixed slots, each keyed by its place on the wheel. */
const SLOTS = WHEEL.map((spot, slot) => ({ spot, slot }));

export interface WheelMotion {
  from: number;
  to: number | null;
  startsAt: number;
  stopsAt: number | null;
}

/** The spin a round makes: from where the last round left the wheel to its own segment. */
export function wheelMotion(round: ShowRound | null, previousIndex: number | null): WheelMotion {
  const from = restRotation(previousIndex ?? 0, WHEEL_SEGMENTS);
  if (!round || round.segmentIndex === null) return { from, to: null, startsAt: 0, stopsAt: null };
  return {
    from,
    to: landingRotation(from, round.segmentIndex, WHEEL_SEGMENTS, TURNS, landingNudge(round.id)),
    startsAt: round.spinAt,
    stopsAt: spinStopsAt(round),
  };
}

/** The rotation at server time `now`. */
function rotationAt(motion: WheelMotion, now: number): number {
  if (motion.to === null || motion.stopsAt === null) return motion.from;
  return spinRotation(motion.from, motion.to, motion.startsAt, motion.stopsAt, now);
}

/**
 * The great wheel: 54 segments in the document's order, the pointer on top. Its
 * rotation is a function of the server's clock, so every viewer, whenever they joined,
 * sees the same wheel at the same moment; a frame loop writes it straight to the SVG
 * and clicks a tick each time a segment passes the pointer. Reduced motion skips the
 * spin: the wheel fades to its stop instead.
 */
export function ForgeWheelSvg({
  round,
  previousIndex,
  offset,
  boosted,
  landed,
  children,
}: {
  round: ShowRound | null;
  previousIndex: number | null;
  offset: number;
  /** The spot the hammer struck, whose segments glow. */
  boosted: string | null;
  /** The segment to light up once the wheel has stopped. */
  landed: number | null;
  /** What the hub shows (the countdown, the result). */
  children?: ReactNode;
}) {
  const wheel = useRef<SVGGElement>(null);
  const pointer = useRef<SVGGElement>(null);
  const reduceMotion = useReducedMotion();
  const play = useGameSound();
  const motion = useMemo(() => wheelMotion(round, previousIndex), [round, previousIndex]);

  useEffect(() => {
    let frame = 0;
    let lastSegment = -1;
    let lastTick = 0;
    const draw = () => {
      const now = Date.now() + offset;
      const spinning =
        motion.to !== null && motion.stopsAt !== null && now < motion.stopsAt && now >= motion.startsAt;
      const rotation = reduceMotion
        ? motion.to !== null && motion.stopsAt !== null && now >= motion.stopsAt
          ? motion.to
          : motion.from
        : rotationAt(motion, now);
      wheel.current?.setAttribute('transform', `rotate(${rotation.toFixed(3)})`);
      const segment = segmentAt(rotation, WHEEL_SEGMENTS);
      if (spinning && !reduceMotion && segment !== lastSegment) {
        // A flick of the pointer and a tick per segment, at most one tick per 45 ms so a fast wheel buzzes rather than roars.
        pointer.current?.animate?.([{ transform: 'rotate(-14deg)' }, { transform: 'rotate(0deg)' }], {
          duration: 120,
        });
        if (lastSegment !== -1 && performance.now() - lastTick > 45) {
          play('tick');
          lastTick = performance.now();
        }
      }
      lastSegment = segment;
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [motion, offset, reduceMotion, play]);

  return (
    <svg className={classes.wheelSvg} viewBox="-128 -128 256 256" role="img" aria-label="The Forge Wheel">
      <defs>
        <radialGradient id="fw-rim" r="0.5">
          <stop offset="0.85" stopColor="var(--show-orange-15)" />
          <stop offset="0.95" stopColor="var(--show-amber-54)" />
          <stop offset="1" stopColor="var(--show-orange-25)" />
        </radialGradient>
        <radialGradient id="fw-hub" r="0.5">
          <stop offset="0" stopColor="var(--show-blue-17)" />
          <stop offset="1" stopColor="var(--show-blue-8)" />
        </radialGradient>
        <linearGradient id="fw-dragon" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--show-amber-58)" />
          <stop offset="0.35" stopColor="var(--show-red-39)" />
          <stop offset="1" stopColor="var(--show-red-19)" />
        </linearGradient>
        <linearGradient id="fw-ember" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--show-orange-74)" />
          <stop offset="0.5" stopColor="var(--show-orange-55)" />
          <stop offset="1" stopColor="var(--show-orange-36)" />
        </linearGradient>
      </defs>
      <circle className={classes.wheelGlow} r={OUTER + 12} />
      <circle r={OUTER + 10} fill="url(#fw-rim)" />
      <g
        ref={wheel}
        data-landed={landed !== null || undefined}
        className={classes.wheelTurn}
        data-fade={reduceMotion || undefined}
      >
        {SLOTS.map(({ spot, slot: index }) => {
          const look = spotLook(spot);
          const a0 = index * STEP - STEP / 2;
          const fill =
            spot === 'dragon-wheel'
              ? 'url(#fw-dragon)'
              : spot === 'ember-pick'
                ? 'url(#fw-ember)'
                : look?.colour;
          return (
            <g
              key={index}
              className={classes.segment}
              data-hit={index === landed || undefined}
              data-boosted={spot === boosted || undefined}
            >
              <path d={sectorPath(a0, a0 + STEP, INNER, OUTER)} fill={fill} />
              <g transform={`rotate(${index * STEP})`}>
                {look?.pays === null ? (
                  <text
                    className={classes.segmentBonus}
                    x={0}
                    y={-86}
                    transform="rotate(-90 0 -86)"
                    fill={look.ink}
                  >
                    {spot === 'dragon-wheel' ? 'DRAGON' : 'EMBER'}
                  </text>
                ) : (
                  <text className={classes.segmentLabel} x={0} y={-97} fill={look?.ink}>
                    {look?.label}
                  </text>
                )}
              </g>
            </g>
          );
        })}
        {SLOTS.map(({ slot: index }) => (
          <circle
            key={index}
            className={classes.peg}
            r={1.6}
            cx={0}
            cy={-(OUTER + 4)}
            transform={`rotate(${index * STEP + STEP / 2})`}
          />
        ))}
      </g>
      <circle r={INNER} fill="url(#fw-hub)" className={classes.hub} />
      <circle r={INNER - 5} className={classes.hubRing} />
      {children}
      <g ref={pointer} className={classes.pointer}>
        <path d="M -11 -130 L 11 -130 L 11 -120 L 0 -100 L -11 -120 Z" />
        <circle cx={0} cy={-123} r={3} className={classes.pointerStud} />
      </g>
    </svg>
  );
}
