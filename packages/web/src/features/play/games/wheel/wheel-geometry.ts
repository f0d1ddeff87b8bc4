/**
 * Angles are in degrees, clockwise from the top, where the pointer is. Segment `i` of
 * `n` covers [i, i + 1) * 360 / n on the wheel; turning the wheel clockwise by R puts
 * the wheel's angle -R under the pointer.
 */
export function segmentAngle(segments: number): number {
  return 360 / segments;
}

const mod = (value: number, by: number) => ((value % by) + by) % by;

/** The segment under the pointer when the wheel is turned by `rotation`. */
export function segmentAt(rotation: number, segments: number): number {
  return Math.floor(mod(-rotation, 360) / segmentAngle(segments)) % segments;
}

/**
 * The rotation, at least `turns` full turns past `from`, that stops segment `index`
 * under the pointer, `offset` (-0.5 to 0.5) of a segment off its middle so the stops
 * do not all look alike.
 */
export function landingRotation(
  from: number,
  index: number,
  segments: number,
  turns: number,
  offset = 0,
): number {
  const clamped = Math.max(-0.42, Math.min(0.42, offset));
  const target = mod(-(index + 0.5 + clamped) * segmentAngle(segments), 360);
  const base = from + turns * 360;
  return base + mod(target - base, 360);
}

/** An annular sector from angle a0 to a1 between radii inner and outer, as an SVG path. */
export function sectorPath(a0: number, a1: number, inner: number, outer: number): string {
  const point = (angle: number, radius: number) => {
    const radians = (angle * Math.PI) / 180;
    return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`;
  };
  const large = a1 - a0 > 180 ? 1 : 0;
  return [
    `M ${point(a0, outer)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(a1, outer)}`,
    `L ${point(a1, inner)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(a0, inner)}`,
    'Z',
  ].join(' ');
}

const ZERO_COLOUR = 'var(--wheel-blue-32)';
/** Colours from small to large wins. */
const PALETTE = [
  'var(--wheel-blue-88)',
  'var(--mantine-color-brand-6)',
  'var(--wheel-yellow-64)',
  'var(--wheel-purple-65)',
  'var(--wheel-orange-61)',
  'var(--wheel-red-59)',
];
/** The smallest multiplier that earns each palette colour (a colour scale, not a payout). */
const THRESHOLDS = [0, 1.5, 1.8, 2.5, 3.5, 6];

/**
 * A colour per distinct multiplier: grey for 0, then a colour by size; when two
 * multipliers would share a colour, the larger moves up the scale, so the legend
 * never shows two values in one colour.
 */
export function wheelColours(multipliers: readonly string[]): Map<string, string> {
  const values = [...new Set(multipliers)].sort((a, b) => Number(a) - Number(b));
  const colours = new Map<string, string>();
  let used = -1;
  for (const value of values) {
    const number = Number(value);
    if (number === 0) {
      colours.set(value, ZERO_COLOUR);
      continue;
    }
    let slot = 0;
    THRESHOLDS.forEach((threshold, index) => {
      if (number >= threshold) slot = index;
    });
    slot = Math.min(PALETTE.length - 1, Math.max(slot, used + 1));
    used = slot;
    colours.set(value, PALETTE[slot] ?? ZERO_COLOUR);
  }
  return colours;
}

export interface LegendEntry {
  multiplier: string;
  colour: string;
  /** How many segments pay it. */
  count: number;
}

/** The distinct multipliers, smallest first, with their colour and count of segments. */
export function wheelLegend(multipliers: readonly string[]): LegendEntry[] {
  const colours = wheelColours(multipliers);
  return [...colours].map(([multiplier, colour]) => ({
    multiplier,
    colour,
    count: multipliers.filter((value) => value === multiplier).length,
  }));
}
