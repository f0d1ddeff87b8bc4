/**
 * The inside of the table (0 and 1-36) in table coordinates, whatever way it is
 * drawn: `u` runs along the table, one unit per street (street k holds 3k+1, 3k+2,
 * 3k+3), with the zero from u = -1 to 0; `v` runs across it, one unit per number of a
 * street (v 0-1 is 3k+1, 1-2 is 3k+2, 2-3 is 3k+3). The edge at v = 0 faces the
 * dozens, so a chip on it is a street (or, at a corner, a six line), as on a felt.
 *
 * Landscape draws u left to right and v bottom to top (3, 6 ... 36 is the top row);
 * portrait draws u top to bottom and v left to right (1, 2, 3 is the first row).
 */
export const STREETS = 12;
/** How close to a line (in cells) a chip lands on the line rather than on a number. */
export const LINE_REACH = 0.22;

export type Orientation = 'landscape' | 'portrait';

export interface TablePoint {
  u: number;
  v: number;
}

/** Where a number's cell is: its street and its place in the street. */
export function cellOf(number: number): { street: number; place: number } {
  return { street: Math.floor((number - 1) / 3), place: (number - 1) % 3 };
}

function near(value: number): { line: number; close: boolean } {
  const line = Math.round(value);
  return { line, close: Math.abs(value - line) < LINE_REACH };
}

/**
 * The inside bet a chip dropped at (u, v) makes: a straight on a number, a split on
 * the line between two, a corner where four meet, a street on the outer edge of a
 * street, a six line where that edge meets the line between two streets, and the
 * zero's splits and trios on the line between the zero and the first street.
 * Null outside the inside of the table.
 */
export function insideBetAt({ u, v }: TablePoint): string | null {
  if (u < -1 || u >= STREETS || v < 0 || v > 3) return null;
  const across = near(v);
  const along = near(u);
  const place = Math.min(2, Math.floor(v));
  if (along.close && along.line === 0) {
    if (across.close && (across.line === 1 || across.line === 2)) {
      return across.line === 1 ? 'street:0-1-2' : 'street:0-2-3';
    }
    return `split:0-${place + 1}`;
  }
  if (u < 0) return 'straight:0';
  const street = Math.floor(u);
  if (along.close && along.line > 0 && along.line < STREETS) {
    const before = 3 * (along.line - 1);
    if (across.close && across.line === 0) return `sixline:${before + 1}`;
    if (across.close && (across.line === 1 || across.line === 2)) return `corner:${before + across.line}`;
    const number = before + place + 1;
    return `split:${number}-${number + 3}`;
  }
  if (across.close && across.line === 0) return `street:${3 * street + 1}`;
  if (across.close && (across.line === 1 || across.line === 2)) {
    const number = 3 * street + across.line;
    return `split:${number}-${number + 1}`;
  }
  return `straight:${3 * street + place + 1}`;
}

/** Where the chip of an inside bet sits, in table coordinates (the middle of what it covers). */
export function insideAnchor(bet: string): TablePoint | null {
  const [kind, argument = ''] = bet.split(':');
  const numbers = argument.split('-').map(Number);
  const first = numbers[0] ?? 0;
  const { street, place } = cellOf(first);
  switch (kind) {
    case 'straight':
      return first === 0 ? { u: -0.5, v: 1.5 } : { u: street + 0.5, v: place + 0.5 };
    case 'split': {
      const second = numbers[1] ?? 0;
      if (first === 0) return { u: 0, v: second - 0.5 };
      return second === first + 3 ? { u: street + 1, v: place + 0.5 } : { u: street + 0.5, v: place + 1 };
    }
    case 'street':
      if (first === 0) return { u: 0, v: numbers[2] === 2 ? 1 : 2 };
      return { u: street + 0.5, v: 0 };
    case 'corner':
      return { u: street + 1, v: place + 1 };
    case 'sixline':
      return { u: street + 1, v: 0 };
    default:
      return null;
  }
}

/** Table coordinates as fractions (0-1) of the inside area's box, which spans u -1 to 12 and v 0 to 3. */
export function toBox({ u, v }: TablePoint, orientation: Orientation): { x: number; y: number } {
  const along = (u + 1) / (STREETS + 1);
  const across = v / 3;
  return orientation === 'landscape' ? { x: along, y: 1 - across } : { x: across, y: along };
}

/** The inverse of `toBox`: a pointer's place in the inside area as table coordinates. */
export function fromBox(x: number, y: number, orientation: Orientation): TablePoint {
  return orientation === 'landscape'
    ? { u: x * (STREETS + 1) - 1, v: (1 - y) * 3 }
    : { u: y * (STREETS + 1) - 1, v: x * 3 };
}

export interface OutsideCell {
  bet: string;
  label: string;
  /** CSS grid placement in each orientation: [column start, column end, row start, row end]. */
  landscape: [number, number, number, number];
  portrait: [number, number, number, number];
}

/**
 * The outside bets around the inside area. Landscape: the 2:1 column at the right
 * end of each row, dozens then the even-money bets under the numbers. Portrait: the
 * even-money bets and dozens in two columns on the left, the 2:1 row at the bottom.
 * Grid lines: landscape columns 1 (zero), 2-13 (streets), 14 (2:1), rows 1-3 numbers,
 * 4 dozens, 5 even money; portrait columns 1 (even money), 2 (dozens), 3-5 numbers,
 * rows 1 (zero), 2-13 streets, 14 (2:1).
 */
export const OUTSIDE_CELLS: OutsideCell[] = [
  ...[3, 2, 1].map(
    (column, row): OutsideCell => ({
      bet: `column:${column}`,
      label: '2:1',
      landscape: [14, 15, row + 1, row + 2],
      portrait: [column + 2, column + 3, 14, 15],
    }),
  ),
  ...[1, 2, 3].map(
    (dozen): OutsideCell => ({
      bet: `dozen:${dozen}`,
      label: ['1st 12', '2nd 12', '3rd 12'][dozen - 1] ?? '',
      landscape: [2 + (dozen - 1) * 4, 6 + (dozen - 1) * 4, 4, 5],
      portrait: [2, 3, 2 + (dozen - 1) * 4, 6 + (dozen - 1) * 4],
    }),
  ),
  ...(
    [
      ['low', '1-18'],
      ['even', 'Even'],
      ['red', 'Red'],
      ['black', 'Black'],
      ['odd', 'Odd'],
      ['high', '19-36'],
    ] as const
  ).map(
    ([bet, label], index): OutsideCell => ({
      bet,
      label,
      landscape: [2 + index * 2, 4 + index * 2, 5, 6],
      portrait: [1, 2, 2 + index * 2, 4 + index * 2],
    }),
  ),
];
