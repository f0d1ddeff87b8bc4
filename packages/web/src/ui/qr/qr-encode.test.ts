import { describe, expect, it } from 'vitest';
import { encodeQr } from './qr-encode';

/** 'ante' as this encoder draws it; the symbol was checked by scanning it with zbar. */
const ANTE = [
  '#######.##..#.#######',
  '#.....#.#.#.#.#.....#',
  '#.###.#.####..#.###.#',
  '#.###.#..###..#.###.#',
  '#.###.#.###.#.#.###.#',
  '#.....#....##.#.....#',
  '#######.#.#.#.#######',
  '.........#.##........',
  '#..######...##..#.###',
  '....##.#..#.#.#.##...',
  '#.#####...#..##.##.##',
  '##.###.##.##......##.',
  '.###.##.......#....##',
  '........#####..#.###.',
  '#######.#.#.#####.#..',
  '#.....#.#..###.####.#',
  '#.###.#.#####.##.#.##',
  '#.###.#.#.###...#.#..',
  '#.###.#..##...#...###',
  '#.....#......##.#.###',
  '#######.####......#..',
];

function picture(text: string): string[] {
  return encodeQr(text).dark.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''));
}

/** Reads the 15 format bits around the top-left finder, undoes the mask, checks the BCH code. */
function formatInfo(dark: boolean[][]): { level: number; mask: number } {
  const at = (x: number, y: number) => (dark[y]?.[x] ? 1 : 0);
  const cells: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ];
  const bits = cells.reduce((value, [x, y], i) => value | (at(x, y) << i), 0) ^ 0x5412;
  let remainder = bits >>> 10;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  expect((bits & 0x3ff) === remainder).toBe(true);
  return { level: bits >>> 13, mask: (bits >>> 10) & 7 };
}

describe('encodeQr', () => {
  it('draws a known symbol exactly', () => {
    expect(picture('ante')).toEqual(ANTE);
  });

  it('picks the smallest version that holds the text, at level M', () => {
    // Byte-mode capacities at level M: v1 14, v2 26, v3 42, v4 62, v9 180 bytes.
    expect(encodeQr('x'.repeat(14)).size).toBe(21);
    expect(encodeQr('x'.repeat(15)).size).toBe(25);
    expect(encodeQr('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq').size).toBe(29);
    expect(encodeQr('x'.repeat(43)).size).toBe(33);
    expect(encodeQr('x'.repeat(180)).size).toBe(53);
    expect(() => encodeQr('x'.repeat(181))).toThrow(/too long/);
  });

  it('carries valid format information for level M', () => {
    for (const text of ['a', '0x52908400098527886E0F7030069857D2E4169EE7', 'y'.repeat(120)]) {
      const { level } = formatInfo(encodeQr(text).dark);
      expect(level).toBe(0);
    }
  });

  it('draws the three finder patterns with their light separators', () => {
    const dark = encodeQr('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE').dark;
    const size = dark.length;
    const ring = (x: number, y: number) => Math.max(Math.abs(x - 3), Math.abs(y - 3));
    for (const [ox, oy] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      for (let y = 0; y < 7; y++) {
        for (let x = 0; x < 7; x++) expect(dark[oy + y]?.[ox + x]).toBe(ring(x, y) !== 2);
      }
    }
    expect(dark[7]?.slice(0, 8).some(Boolean)).toBe(false);
  });
});
