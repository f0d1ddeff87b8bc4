/**
 * Where things sit on the plinko board, in SVG user units. The board is drawn at a
 * fixed peg spacing and scaled to its box, so more rows mean smaller pegs, as on a
 * real board. Row `i` (0 at the top) holds `i + 3` pegs; the rows + 1 buckets sit
 * between the pegs of the last row.
 */
export const PEG_SPACING = 40;
export const ROW_GAP = 36;
export const PEG_RADIUS = 4.2;
export const BALL_RADIUS = 7;
const TOP = 48;
const BUCKET_GAP = 14;
export const BUCKET_HEIGHT = 30;

export interface Point {
  x: number;
  y: number;
}

export interface PlinkoLayout {
  rows: number;
  width: number;
  height: number;
  pegs: (Point & { row: number; index: number })[];
  /** Each bucket's top-left corner; all are `bucketWidth` wide and BUCKET_HEIGHT tall. */
  buckets: Point[];
  bucketWidth: number;
}

function pegX(width: number, row: number, index: number): number {
  return width / 2 + (index - (row + 2) / 2) * PEG_SPACING;
}

function pegY(row: number): number {
  return TOP + row * ROW_GAP;
}

export function plinkoLayout(rows: number): PlinkoLayout {
  const width = (rows + 2) * PEG_SPACING + PEG_SPACING / 2;
  const pegs: PlinkoLayout['pegs'] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let index = 0; index < row + 3; index += 1) {
      pegs.push({ x: pegX(width, row, index), y: pegY(row), row, index });
    }
  }
  const bucketWidth = PEG_SPACING - 5;
  const bucketTop = pegY(rows - 1) + BUCKET_GAP;
  const buckets = Array.from({ length: rows + 1 }, (_, bucket) => ({
    x: width / 2 + (bucket - rows / 2) * PEG_SPACING - bucketWidth / 2,
    y: bucketTop,
  }));
  return { rows, width, height: bucketTop + BUCKET_HEIGHT + 10, pegs, buckets, bucketWidth };
}

/**
 * The points a ball touches: its drop point above the board, then the top of the peg
 * it lands on in each row (after `rights` bounces to the right it meets peg
 * `rights + 1` of the row), then the middle of its bucket.
 */
export function ballWaypoints(layout: PlinkoLayout, path: readonly number[]): Point[] {
  const lift = PEG_RADIUS + BALL_RADIUS - 1;
  const points: Point[] = [{ x: layout.width / 2, y: pegY(0) - ROW_GAP * 1.2 }];
  let rights = 0;
  for (let row = 0; row < layout.rows; row += 1) {
    points.push({ x: pegX(layout.width, row, rights + 1), y: pegY(row) - lift });
    rights += path[row] === 1 ? 1 : 0;
  }
  const bucket = layout.buckets[rights];
  if (bucket) points.push({ x: bucket.x + layout.bucketWidth / 2, y: bucket.y + BUCKET_HEIGHT / 2 });
  return points;
}

/**
 * A left/right path ending in `bucket` (its count of rights), the rights in random
 * rows. Only for drawing: the server decides the bucket.
 */
export function pathForBucket(rows: number, bucket: number, random: () => number = Math.random): number[] {
  const path: number[] = Array.from({ length: rows }, (_, row) => (row < bucket ? 1 : 0));
  for (let i = rows - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [path[i], path[j]] = [path[j] ?? 0, path[i] ?? 0];
  }
  return path;
}

/** The server's own path when it is consistent with its bucket, otherwise one drawn to end there. */
export function drawnPath(rows: number, bucket: number, serverPath: unknown): number[] {
  if (
    Array.isArray(serverPath) &&
    serverPath.length === rows &&
    serverPath.every((step) => step === 0 || step === 1) &&
    serverPath.reduce((sum: number, step: number) => sum + step, 0) === bucket
  ) {
    return serverPath as number[];
  }
  return pathForBucket(rows, bucket);
}

/**
 * How "hot" each bucket is, 0 (smallest multiplier) to 1 (largest), by rank among the
 * distinct multipliers so every table spreads over the whole colour scale.
 */
export function bucketHeat(multipliers: readonly string[]): number[] {
  const distinct = [...new Set(multipliers.map(Number))].sort((a, b) => a - b);
  const top = Math.max(1, distinct.length - 1);
  return multipliers.map((value) => distinct.indexOf(Number(value)) / top);
}

const STOPS: [number, [number, number, number]][] = [
  [0, [255, 192, 0]],
  [0.5, [255, 122, 0]],
  [1, [255, 32, 72]],
];

/** Yellow (small) through orange to red (large). */
export function heatColour(heat: number): string {
  const t = Math.min(1, Math.max(0, heat));
  for (let i = 1; i < STOPS.length; i += 1) {
    const [end, to] = STOPS[i] as [number, [number, number, number]];
    const [start, from] = STOPS[i - 1] as [number, [number, number, number]];
    if (t <= end) {
      const k = (t - start) / (end - start);
      const channel = (c: number) => Math.round((from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * k);
      return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
    }
  }
  return 'rgb(255, 32, 72)';
}

/** A bucket label: "5.6×", and "1K×" where four digits would not fit. */
export function bucketLabel(multiplier: string): string {
  const value = Number(multiplier);
  return value >= 1000 ? `${value / 1000}K×` : `${multiplier}×`;
}
