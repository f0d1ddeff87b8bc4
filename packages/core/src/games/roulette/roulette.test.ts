import { describe, expect, it } from 'vitest';
import { fromDecimalString } from '../../money/amount';
import { EXAMPLE, expectedMultiplier } from '../shared/test-support';
import { multiplier } from '../types';
import {
  EUROPEAN_WHEEL,
  pocketColour,
  ROULETTE_POCKETS,
  type RouletteParams,
  rouletteBetNumbers,
  rouletteGame,
  rouletteStakeAtoms,
} from './roulette';

const parse = (chips: { bet: string; amount: string }[]) => rouletteGame.paramsSchema.parse({ chips });

/** Every pocket once: the exact expected multiplier of a whole bet. */
function rouletteRtp(params: RouletteParams): number {
  return expectedMultiplier(
    Array.from({ length: ROULETTE_POCKETS }, (_, pocket) => ({
      weight: 1n,
      multiplier: payoutFor(params, pocket),
    })),
  );
}

/** Independent of play(): pays 36 / covered on each chip whose numbers include the pocket. */
function payoutFor(params: RouletteParams, pocket: number): bigint {
  let total = 0n;
  let returned = 0n;
  for (const chip of params.chips) {
    const numbers = rouletteBetNumbers(chip.bet) ?? [];
    const stake = fromDecimalString(chip.amount);
    total += stake;
    if (numbers.includes(pocket)) returned += (stake * 36n * multiplier('1')) / BigInt(numbers.length);
  }
  return returned / total;
}

const namesOf = (kind: string, firsts: number[]) => firsts.map((n) => `${kind}:${n}`);
const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

describe('roulette', () => {
  it('lands the worked example on 11 (black, odd, low, dozen 1, column 2)', () => {
    const play = (bet: string) => rouletteGame.play(EXAMPLE, parse([{ bet, amount: '1' }]));
    expect(play('straight:11').result).toEqual({ pocket: 11 });
    expect(play('straight:11').multiplier).toBe(multiplier('36'));
    expect(play('split:10-11').multiplier).toBe(multiplier('18'));
    expect(play('split:8-11').multiplier).toBe(multiplier('18'));
    expect(play('street:10').multiplier).toBe(multiplier('12'));
    expect(play('corner:10').multiplier).toBe(multiplier('9'));
    expect(play('corner:7').multiplier).toBe(multiplier('9'));
    expect(play('sixline:7').multiplier).toBe(multiplier('6'));
    expect(play('dozen:1').multiplier).toBe(multiplier('3'));
    expect(play('column:2').multiplier).toBe(multiplier('3'));
    for (const bet of ['black', 'odd', 'low']) expect(play(bet).multiplier).toBe(multiplier('2'));
    for (const bet of [
      'red',
      'even',
      'high',
      'straight:0',
      'dozen:2',
      'column:1',
      'corner:13',
      'street:0-1-2',
    ]) {
      expect(play(bet).multiplier).toBe(0n);
    }
  });

  it('pays the whole bet as a multiplier on its total stake', () => {
    const params = parse([
      { bet: 'straight:11', amount: '1' },
      { bet: 'red', amount: '2' },
      { bet: 'black', amount: '0.5' },
    ]);
    // (1 * 36 + 0.5 * 2) / 3.5 = 10.57142857...
    expect(rouletteGame.play(EXAMPLE, params).multiplier).toBe(multiplier('10.57142857'));
    expect(rouletteGame.maxMultiplier(params)).toBe(multiplier('10.57142857'));
    expect(rouletteStakeAtoms(params)).toBe(3_500_000_000_000_000_000n);
  });

  it('merges chips on the same bet', () => {
    const params = parse([
      { bet: 'red', amount: '1' },
      { bet: 'straight:11', amount: '0.25' },
      { bet: 'red', amount: '0.5' },
    ]);
    expect(params.chips).toEqual([
      { bet: 'red', amount: '1.5' },
      { bet: 'straight:11', amount: '0.25' },
    ]);
  });

  it('knows every inside bet of the European layout', () => {
    const straights = namesOf('straight', range(0, 36));
    const splits = [
      ...['split:0-1', 'split:0-2', 'split:0-3'],
      ...range(1, 36)
        .filter((n) => n % 3 !== 0)
        .map((n) => `split:${n}-${n + 1}`),
      ...range(1, 33).map((n) => `split:${n}-${n + 3}`),
    ];
    const streets = [...namesOf('street', range(1, 34, 3)), 'street:0-1-2', 'street:0-2-3'];
    const corners = namesOf('corner', range(1, 32)).filter((name) => Number(name.slice(7)) % 3 !== 0);
    const sixlines = namesOf('sixline', range(1, 31, 3));
    for (const [names, count, covered] of [
      [straights, 37, 1],
      [splits, 60, 2],
      [streets, 14, 3],
      [corners, 22, 4],
      [sixlines, 11, 6],
    ] as const) {
      expect(names).toHaveLength(count);
      for (const name of names) expect(rouletteBetNumbers(name)).toHaveLength(covered);
    }
    expect(rouletteBetNumbers('corner:5')).toEqual([5, 6, 8, 9]);
    expect(rouletteBetNumbers('red')).toHaveLength(18);
    expect(rouletteBetNumbers('column:3')).toEqual(range(3, 36, 3));
  });

  it.each([
    'split:3-4',
    'split:2-1',
    'split:0-4',
    'split:34-37',
    'straight:37',
    'straight:07',
    'straight:-1',
    'street:2',
    'street:37',
    'corner:3',
    'corner:33',
    'sixline:34',
    'dozen:4',
    'column:0',
    'green',
    'constructor',
    'toString',
    'red:1',
    'straight:1:2',
  ])('refuses the bet name %s', (bet) => {
    expect(rouletteBetNumbers(bet)).toBeNull();
    const parsed = rouletteGame.paramsSchema.safeParse({ chips: [{ bet, amount: '1' }] });
    expect(parsed.error?.issues[0]?.path).toEqual(['chips', 0, 'bet']);
    expect(parsed.error?.issues[0]?.message).toMatch(/^bet must name a roulette bet/);
  });

  it.each([
    [{ chips: [] }, ['chips'], /^chips must hold at least one chip/],
    [
      { chips: Array.from({ length: 51 }, () => ({ bet: 'red', amount: '1' })) },
      ['chips'],
      /^chips .* at most 50/,
    ],
    [{ chips: [{ bet: 'red', amount: '0' }] }, ['chips', 0, 'amount'], /^amount must be greater than zero/],
    [{ chips: [{ bet: 'red', amount: '-1' }] }, ['chips', 0, 'amount'], /^amount must not be negative/],
    [{ chips: [{ bet: 'red', amount: '1e3' }] }, ['chips', 0, 'amount'], /^amount must be a plain decimal/],
    [{ chips: [{ bet: 'red', amount: 1 }] }, ['chips', 0, 'amount'], /^amount must be a decimal string/],
    [{ chips: 'red' }, ['chips'], /^chips must be a list/],
  ])('refuses %j', (params, path, message) => {
    const parsed = rouletteGame.paramsSchema.safeParse(params);
    expect(parsed.error?.issues[0]?.path).toEqual(path);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });

  it.each([
    'straight:17',
    'split:0-2',
    'street:0-2-3',
    'corner:20',
    'sixline:31',
    'red',
    'odd',
    'dozen:2',
    'column:1',
  ])('returns 36/37 on %s', (bet) => {
    const rtp = rouletteRtp(parse([{ bet, amount: '1' }]));
    expect(rtp).toBeCloseTo(36 / 37, 10);
  });

  it('returns about 97.3% on a mixed bet (less the final truncation)', () => {
    const params = parse([
      { bet: 'straight:11', amount: '0.1' },
      { bet: 'red', amount: '1' },
      { bet: 'dozen:3', amount: '0.7' },
    ]);
    const rtp = rouletteRtp(params);
    expect(rtp).toBeCloseTo(36 / 37, 7);
    expect(rtp).toBeLessThanOrEqual(36 / 37);
  });

  it('plays every pocket as the independent payout says', () => {
    const params = parse([
      { bet: 'split:0-3', amount: '0.3' },
      { bet: 'corner:26', amount: '0.2' },
      { bet: 'black', amount: '1' },
      { bet: 'column:3', amount: '0.05' },
    ]);
    const seen = new Set<number>();
    for (let nonce = 0; seen.size < ROULETTE_POCKETS; nonce += 1) {
      const { result, multiplier: pays } = rouletteGame.play({ ...EXAMPLE, nonce }, params);
      expect(pays).toBe(payoutFor(params, result.pocket));
      seen.add(result.pocket);
    }
  });
});

describe('several chips are paid chip by chip', () => {
  it('pays each chip its own return, with no cut from a multiplier on the total', () => {
    const params = rouletteGame.paramsSchema.parse({
      chips: [
        { bet: 'straight:17', amount: '1' },
        { bet: 'red', amount: '1' },
        { bet: 'dozen:1', amount: '1' },
      ],
    });
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const outcome = rouletteGame.play({ ...EXAMPLE, nonce }, params);
      const { pocket } = outcome.result;
      const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket);
      const chip = fromDecimalString('1');
      const want =
        (pocket === 17 ? 36n : 0n) * chip +
        (red ? 2n : 0n) * chip +
        (pocket >= 1 && pocket <= 12 ? 3n : 0n) * chip;
      expect(outcome.payout).toBe(want);
    }
  });
});

describe('the European wheel', () => {
  it('holds each pocket once', () => {
    expect([...EUROPEAN_WHEEL].sort((a, b) => a - b)).toEqual(
      Array.from({ length: ROULETTE_POCKETS }, (_, i) => i),
    );
  });

  it('colours the zero green and the numbers as the red and black bets pay', () => {
    expect(pocketColour(0)).toBe('green');
    for (let n = 1; n < ROULETTE_POCKETS; n += 1) {
      expect(rouletteBetNumbers(pocketColour(n))).toContain(n);
    }
  });
});
