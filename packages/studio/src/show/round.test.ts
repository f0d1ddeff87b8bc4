import { MULTIPLIER_SCALE, takeFloats } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { FORGE_WHEEL } from './forge-wheel';
import { roundSeeds, terminalHash } from './hash-chain';
import { resolveRound } from './round';
import { EXAMPLE_BOOSTED_ROUND, EXAMPLE_CHAIN, EXAMPLE_ROUND, EXAMPLE_SALT, variant } from './test-support';

const x = (multiplier: number) => BigInt(multiplier) * MULTIPLIER_SCALE;
const none = { '1': 0n, '2': 0n, '5': 0n, '10': 0n, 'ember-pick': 0n, 'dragon-wheel': 0n };

describe('a round from its seed', () => {
  it('resolves the worked example: Ember Pick, the booster on another spot', () => {
    expect(terminalHash(EXAMPLE_CHAIN)).toBe(
      '3556896b5de602a5c6ae66f997ae64c46d6d12be23f922eddfd9855b757cc829',
    );
    const seeds = roundSeeds(EXAMPLE_CHAIN, EXAMPLE_SALT, EXAMPLE_ROUND);
    expect(seeds.serverSeed).toBe('eb6aeb1a49496660b03f2c0b4ffd2bc51069f4488013fc085d85ab71f1792d5c');
    const round = resolveRound(FORGE_WHEEL, seeds);
    // The floats as 32-bit integers k (float = k / 2^32): 948636330 * 256 / 2^32 = 56.5 -> booster entry "10".
    expect(round.floats.map((float) => float * 2 ** 32)).toEqual([
      948636330, 3796918577, 456103587, 3457042678,
    ]);
    expect(round).toEqual({
      segmentIndex: 5,
      segment: 'ember-pick',
      booster: { spot: '10', multiplier: 5 },
      bonus: { spot: 'ember-pick', kind: 'pick', index: 12, multiplier: 15 },
      payouts: { ...none, 'ember-pick': x(15) },
      floats: round.floats,
    });
  });

  it('multiplies a winning spot by its boost', () => {
    const round = resolveRound(FORGE_WHEEL, roundSeeds(EXAMPLE_CHAIN, EXAMPLE_SALT, EXAMPLE_BOOSTED_ROUND));
    expect(round).toMatchObject({
      segmentIndex: 29,
      segment: '1',
      booster: { spot: '1', multiplier: 5 },
      bonus: null,
      payouts: { ...none, '1': x(10) },
    });
    expect(round.floats).toHaveLength(3);
  });

  it('takes the stream floats in order: booster spot, booster multiplier, segment, bonus', () => {
    for (let nonce = 1; nonce <= 300; nonce += 1) {
      const seeds = { serverSeed: 'order', clientSeed: EXAMPLE_SALT, nonce };
      const round = resolveRound(FORGE_WHEEL, seeds);
      const [spot, multiplier, segment, draw] = takeFloats(seeds, 4) as [number, number, number, number];
      expect(round.floats).toEqual(takeFloats(seeds, round.bonus ? 4 : 3));
      expect(round.segmentIndex).toBe(Math.floor(segment * 54));
      const spotIndex = Math.floor(spot * 256);
      const boosted =
        spotIndex < 15
          ? '1'
          : spotIndex < 28
            ? '2'
            : spotIndex < 48
              ? '5'
              : spotIndex < 63
                ? '10'
                : spotIndex < 78
                  ? 'ember-pick'
                  : spotIndex < 98
                    ? 'dragon-wheel'
                    : null;
      expect(round.booster.spot).toBe(boosted);
      if (boosted === null) expect(round.booster.multiplier).toBe(1);
      else
        expect(round.booster.multiplier).toBe(
          [2, 3, 5, 10, 20, 50][
            [37, 51, 58, 62, 63, 64].findIndex((end) => Math.floor(multiplier * 64) < end)
          ],
        );
      if (round.bonus?.kind === 'pick') expect(round.bonus.index).toBe(Math.floor(draw * 16));
      // Exactly the segment's spot pays, and it pays its pays times its boost.
      const paying = Object.entries(round.payouts).filter(([, payout]) => payout > 0n);
      const spotDefinition = FORGE_WHEEL.spots.find((candidate) => candidate.id === round.segment);
      const pays =
        spotDefinition?.kind === 'number' ? spotDefinition.pays : (round.bonus?.multiplier as number);
      const boost = round.booster.spot === round.segment ? round.booster.multiplier : 1;
      expect(paying).toEqual([[round.segment, x(pays * boost)]]);
    }
  });

  it('refuses a document that does not validate', () => {
    const broken = variant(FORGE_WHEEL, (d) => d.wheel.pop());
    expect(() => resolveRound(broken, { serverSeed: 's', clientSeed: 'c', nonce: 1 })).toThrow(/54 segments/);
  });
});
