import { type PlinkoParams, plinkoResultSchema, type Round } from '@ante/core';
import { type RefObject, useEffect, useRef } from 'react';
import { durationMs, type Speed } from '../../game-ui';
import { useGameSound } from '../../sound';
import { outcomeOf } from '../../stats/live-stats';
import { useRoundAnimation } from '../shared/use-round-animation';
import {
  BALL_RADIUS,
  ballWaypoints,
  drawnPath,
  type PlinkoLayout,
  type Point,
  ROW_GAP,
} from './plinko-geometry';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Sounds closer together than this merge into one, so a fast auto-bet does not buzz. */
const TICK_SPACING_MS = 28;

interface Ball {
  element: SVGCircleElement;
  points: Point[];
  /** The peg touched at each waypoint (none for the drop point and the bucket). */
  pegs: (string | null)[];
  bucket: number;
  startedAt: number;
  segmentMs: number;
  /** When the shell is told the round is over; in fast mode before the ball lands. */
  settleAfterMs: number;
  reached: number;
  settled: boolean;
  roundId: string;
  params: PlinkoParams;
  won: boolean;
}

interface Options {
  svg: RefObject<SVGSVGElement | null>;
  layer: RefObject<SVGGElement | null>;
  ballClass: string;
  layout: PlinkoLayout;
  round: Round | null;
  speed: Speed;
  onSettled(): void;
  /** A ball reached its bucket (also called at once when motion is reduced). */
  onLanded(roundId: string, params: PlinkoParams, bucket: number): void;
}

/** Where a ball is `t` (0-1) through the hop from one waypoint to the next. */
function hop(from: Point, to: Point, t: number, first: boolean): Point {
  if (first) return { x: from.x, y: from.y + (to.y - from.y) * t * t };
  const bounce = ROW_GAP * 0.8;
  return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t * t - bounce * t * (1 - t) };
}

/**
 * Drops one ball per settled round, each on the path the server returned. Balls are
 * moved with requestAnimationFrame on SVG elements outside React, so several can fall
 * at once (fast auto-bet) without a render per frame. In fast mode the shell hears
 * "settled" before the ball is half-way down, which lets the next bet's ball start while this one lands.
 */
export function usePlinkoDrops({
  svg,
  layer,
  ballClass,
  layout,
  round,
  speed,
  onSettled,
  onLanded,
}: Options): void {
  const play = useGameSound();
  const latest = useRef({ onSettled, onLanded, play, speed });
  latest.current = { onSettled, onLanded, play, speed };
  const balls = useRef<Ball[]>([]);
  const frame = useRef(0);
  const lastTickAt = useRef(0);

  // A new board (other rows) strands the balls in flight: drop them, settling any the shell still waits for.
  useEffect(() => {
    return () => {
      for (const ball of balls.current) {
        ball.element.remove();
        if (!ball.settled) latest.current.onSettled();
      }
      balls.current = [];
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, []);

  useRoundAnimation(round, speed, onSettled, {
    show(current) {
      latest.current.onLanded(
        current.id,
        current.params as PlinkoParams,
        plinkoResultSchema.parse(current.result).bucket,
      );
    },
    play(current, { speed, settle }) {
      const params = current.params as PlinkoParams;
      // A round of other rows than the board shows (the rows just changed) lands at once.
      if (params.rows !== layout.rows) {
        latest.current.onLanded(current.id, params, plinkoResultSchema.parse(current.result).bucket);
        settle();
        return;
      }
      drop(current, params, speed);
    },
  });

  function drop(round: Round, params: PlinkoParams, speed: Speed) {
    const result = plinkoResultSchema.parse(round.result);
    const element = document.createElementNS(SVG_NS, 'circle');
    element.setAttribute('r', String(BALL_RADIUS));
    element.setAttribute('class', ballClass);
    const path = drawnPath(layout.rows, result.bucket, result.path);
    const points = ballWaypoints(layout, path);
    element.setAttribute('cx', String(points[0]?.x ?? 0));
    element.setAttribute('cy', String(points[0]?.y ?? 0));
    layer.current?.appendChild(element);
    let rights = 0;
    const pegs = points.map((_, index) => {
      const row = index - 1;
      if (row < 0 || row >= layout.rows) return null;
      const peg = `${row}-${rights + 1}`;
      rights += path[row] === 1 ? 1 : 0;
      return peg;
    });
    const totalMs = durationMs(speed, 800 + layout.rows * 110);
    const segmentMs = totalMs / (points.length - 1);
    balls.current.push({
      element,
      points,
      pegs,
      bucket: result.bucket,
      startedAt: performance.now(),
      segmentMs,
      settleAfterMs: speed === 'fast' ? totalMs * 0.4 : totalMs,
      reached: 0,
      settled: false,
      roundId: round.id,
      params,
      won: outcomeOf(round.multiplier) === 'win',
    });
    if (!frame.current) frame.current = requestAnimationFrame(step);

    function flash(selector: string, keyframes: Keyframe[], ms: number) {
      const target = svg.current?.querySelector(selector);
      target?.animate(keyframes, { duration: ms, easing: 'ease-out' });
    }

    function tick(now: number) {
      if (now - lastTickAt.current < TICK_SPACING_MS) return;
      lastTickAt.current = now;
      latest.current.play('tick');
    }

    function step(now: number) {
      for (const ball of balls.current) {
        const elapsed = Math.max(0, now - ball.startedAt);
        const segment = Math.min(ball.points.length - 1, Math.floor(elapsed / ball.segmentMs));
        while (ball.reached < segment) {
          ball.reached += 1;
          const peg = ball.pegs[ball.reached];
          if (peg) {
            flash(
              `[data-peg="${peg}"]`,
              [{ transform: 'scale(1.9)', opacity: 1 }, { transform: 'scale(1)' }],
              durationMs(speed, 300),
            );
            tick(now);
          }
        }
        if (!ball.settled && elapsed >= ball.settleAfterMs) {
          ball.settled = true;
          latest.current.onSettled();
        }
        if (segment >= ball.points.length - 1) {
          flash(
            `[data-bucket="${ball.bucket}"]`,
            [
              { transform: 'translateY(0)' },
              { transform: 'translateY(7px)' },
              { transform: 'translateY(0)' },
            ],
            durationMs(speed, 320),
          );
          ball.element.remove();
          if (ball.won) latest.current.play('win');
          latest.current.onLanded(ball.roundId, ball.params, ball.bucket);
          continue;
        }
        const from = ball.points[segment] as Point;
        const to = ball.points[segment + 1] as Point;
        const at = hop(from, to, (elapsed - segment * ball.segmentMs) / ball.segmentMs, segment === 0);
        ball.element.setAttribute('cx', at.x.toFixed(2));
        ball.element.setAttribute('cy', at.y.toFixed(2));
      }
      balls.current = balls.current.filter((ball) => ball.element.isConnected);
      frame.current = balls.current.length > 0 ? requestAnimationFrame(step) : 0;
    }
  }
}
