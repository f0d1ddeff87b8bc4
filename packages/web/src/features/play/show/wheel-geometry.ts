/**
 * The show's wheels, in degrees clockwise from the top, where the pointer is. Segment
 * `i` of `n` is centred on `i × 360 / n`, so at rest (rotation 0) segment 0 sits under
 * the pointer, as the document says. Turning the wheel clockwise by R brings the
 * wheel's angle −R under the pointer.
 */

const mod = (value: number, by: number) => ((value % by) + by) % by;

export function segmentAngle(segments: number): number {
  return 360 / segments;
}

/** The segment under the pointer when the wheel is turned by `rotation`. */
export function segmentAt(rotation: number, segments: number): number {
  return Math.round(mod(-rotation, 360) / segmentAngle(segments)) % segments;
}

/** The rotation, between 0 and 360, that rests segment `index` under the pointer. */
export function restRotation(index: number, segments: number): number {
  return mod(-index * segmentAngle(segments), 360);
}

/**
 * Where a spin from `from` ends: at least `turns` full turns on, with segment `index`
 * under the pointer, `offset` (a fraction of a segment, kept within ±0.35) off its
 * middle so that not every stop looks the same.
 */
export function landingRotation(
  from: number,
  index: number,
  segments: number,
  turns: number,
  offset = 0,
): number {
  const nudge = Math.max(-0.35, Math.min(0.35, offset));
  const target = mod(-(index + nudge) * segmentAngle(segments), 360);
  const base = from + turns * 360;
  return base + mod(target - base, 360);
}

/** Fast at first, gently to a stop: the wheel's deceleration. */
export function easeOutCubic(progress: number): number {
  const p = Math.max(0, Math.min(1, progress));
  return 1 - (1 - p) ** 3;
}

/**
 * A round's small offset off the segment's middle, the same for every viewer of the
 * round (it comes from the round's number), so all screens show the same stop.
 */
export function landingNudge(roundId: number): number {
  return (((roundId * 7919) % 61) / 60 - 0.5) * 0.6;
}

/** The spin's rotation at a moment, from the wheel's rest position to its landing. */
export function spinRotation(
  from: number,
  to: number,
  startsAt: number,
  stopsAt: number,
  now: number,
): number {
  if (stopsAt <= startsAt) return to;
  return from + (to - from) * easeOutCubic((now - startsAt) / (stopsAt - startsAt));
}

/** The wheel game's annular sector: both wheels are drawn from the same kind of segment. */
export { sectorPath } from '../games/wheel/wheel-geometry';

/**
 * The Dragon Wheel's segments laid out round the wheel: each entry takes as many
 * segments as its weight, spread as evenly as the weights allow so that the big
 * multipliers are not bunched together. Returns each segment's entry index.
 */
export function spreadLayout(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const placed = weights.map(() => 0);
  const layout: number[] = [];
  for (let slot = 0; slot < total; slot += 1) {
    let best = 0;
    let bestLag = Number.NEGATIVE_INFINITY;
    weights.forEach((weight, entry) => {
      if (placed[entry] === weight) return;
      const lag = (weight * (slot + 1)) / total - (placed[entry] ?? 0);
      if (lag > bestLag) {
        bestLag = lag;
        best = entry;
      }
    });
    placed[best] = (placed[best] ?? 0) + 1;
    layout.push(best);
  }
  return layout;
}

/**
 * The segment of the Dragon Wheel a round stops on: the draw names an entry, and of
 * that entry's segments the round's number picks one, the same on every screen.
 */
export function bonusWheelSegment(layout: readonly number[], entry: number, roundId: number): number {
  const slots = layout.flatMap((value, slot) => (value === entry ? [slot] : []));
  if (slots.length === 0) return 0;
  return slots[roundId % slots.length] as number;
}
