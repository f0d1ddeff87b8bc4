import { formatMultiplier } from '@ante/core';
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { describe, expect, it } from 'vitest';
import page from '../../../../docs/studio-show.md?raw';
import { div, mul, rational, toDecimal } from '../slot/rational';
import { bonusTable, boosterMultiplierTable, wheelTable } from './document';
import { FLOAT_STATES, floatCounts } from './draw';
import { spotRtps } from './exact-rtp';
import { FORGE_WHEEL } from './forge-wheel';
import text from './forge-wheel.json?raw';
import { roundSeed, roundSeeds, terminalHash, verifyChainLink } from './hash-chain';
import { publishedInfo } from './published-info';
import { resolveRound } from './round';
import {
  EXAMPLE_BOOSTED_ROUND,
  EXAMPLE_CHAIN,
  EXAMPLE_LAST_SEED,
  EXAMPLE_ROUND,
  EXAMPLE_ROUNDS,
  EXAMPLE_SALT,
} from './test-support';

const SHA256 = 'd78e519e3bc85e8f344e817f60c15e0e2b28c64f3cdfcc972ae6ba87671f68c6';

describe('the published information', () => {
  const info = publishedInfo(text);

  it('shows the figures computed from the document', () => {
    expect(info.sha256).toBe(SHA256);
    expect(
      info.spots.map(({ spot, rtp, rtpPrecise, hitChance, maxWin }) => [
        spot,
        rtp,
        rtpPrecise,
        hitChance,
        maxWin,
      ]),
    ).toEqual([
      ['1', '96.18', '96.177391', '40.74', '100'],
      ['2', '96.36', '96.359253', '27.78', '150'],
      ['5', '96.48', '96.481662', '12.96', '300'],
      ['10', '96.18', '96.177391', '7.41', '550'],
      ['ember-pick', '96.18', '96.177391', '7.41', '2500'],
      ['dragon-wheel', '96.12', '96.122728', '3.70', '12500'],
    ]);
    expect(info.spots[0]?.rtpFraction).toBe('33839411111805/35184372088832');
  });

  it('hashes the text byte for byte as served', () => {
    const compact = JSON.stringify(JSON.parse(text));
    const other = publishedInfo(compact);
    expect(other.sha256).not.toBe(SHA256);
    expect({ ...other, sha256: SHA256 }).toEqual(info);
  });

  it('refuses text that is not a valid document', () => {
    expect(() => publishedInfo(text.replace('"pays": 3', '"pays": 4'))).toThrow(
      'invalid show document at spots.1',
    );
  });
});

/** A marked block of docs/studio-show.md, spaces and table rules evened out (the formatter aligns tables). */
function block(name: string): string {
  const match = new RegExp(`<!-- ${name}:start -->\\n([\\s\\S]*?)<!-- ${name}:end -->`).exec(page);
  return even([match?.[1] ?? '']);
}

function even(lines: string[]): string {
  return lines
    .join('\n')
    .replace(/-{3,}/g, '---')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const count = (value: bigint | number) => value.toLocaleString('en');
const percent = (value: Parameters<typeof toDecimal>[0], places: number) =>
  toDecimal(mul(value, rational(100n)), places);

function figures(): string {
  const info = publishedInfo(text);
  return even([
    '| Spot | Pays | RTP | RTP, exact to 6 places | Hit chance | Max win | Standard deviation |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...info.spots.map((spot) => {
      const definition = FORGE_WHEEL.spots.find((candidate) => candidate.id === spot.spot);
      const pays = definition?.kind === 'number' ? `${definition.pays}x` : 'bonus';
      return `| ${spot.name} | ${pays} | ${spot.rtp}% | ${spot.rtpPrecise}% | ${spot.hitChance}%, 1 in ${spot.hitOneIn} | ${spot.maxWin}x | ${spot.standardDeviation} |`;
    }),
    '',
    `SHA-256 of the document: \`${info.sha256}\``,
  ]);
}

function derivation(): string {
  const boost = boosterMultiplierTable(FORGE_WHEEL);
  const boostTotal = boost.weights.reduce((a, b) => a + b, 0);
  const boostMean = div(
    rational(boost.values.reduce((sum, value, i) => sum + value * (boost.weights[i] as number), 0)),
    rational(boostTotal),
  );
  const wheel = floatCounts(wheelTable(FORGE_WHEEL));
  return even([
    `E[M] = ${boost.values.map((value, i) => `${value} × ${boost.weights[i]}`).join(' + ')}, over ${boostTotal}: **${boostMean.numerator}/${boostMean.denominator} = ${toDecimal(boostMean, 6)}**.`,
    '',
    '| Spot | Segments | Floats of 2^32 | E[P] | b | E[B] = 1 + b (E[M] − 1) | RTP = Pr(H) × E[P] × E[B] |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...spotRtps(FORGE_WHEEL).map((spot) => {
      const segments = FORGE_WHEEL.wheel.filter((segment) => segment === spot.spot).length;
      const floats = FORGE_WHEEL.wheel.reduce(
        (sum, segment, index) => (segment === spot.spot ? sum + (wheel[index] as bigint) : sum),
        0n,
      );
      const pay =
        spot.meanHitPay.denominator === 1n
          ? `${spot.meanHitPay.numerator}`
          : `${spot.meanHitPay.numerator}/${spot.meanHitPay.denominator} = ${toDecimal(spot.meanHitPay, 6)}`;
      const b = spot.boostChance;
      return `| ${spot.name} | ${segments} | ${count(floats)} | ${pay} | ${b.numerator}/${b.denominator} | ${spot.meanBoost.numerator}/${spot.meanBoost.denominator} = ${toDecimal(spot.meanBoost, 6)} | ${percent(spot.rtp, 6)}% |`;
    }),
    '',
    `The wheel's floats: segments ${wheel
      .map((c, i) => [c, i] as const)
      .filter(([c]) => c === 79_536_432n)
      .map(([, i]) => i)
      .join(
        ', ',
      )} take ${count(79_536_432n)} each, the other ${wheel.filter((c) => c === 79_536_431n).length} take ${count(79_536_431n)}; ${count(FLOAT_STATES)} in all.`,
  ]);
}

function example(): string {
  const seeds = roundSeeds(EXAMPLE_CHAIN, EXAMPLE_SALT, EXAMPLE_ROUND);
  const previous = roundSeed(EXAMPLE_CHAIN, EXAMPLE_ROUND - 1);
  const block = hmac(
    sha256,
    utf8ToBytes(seeds.serverSeed),
    utf8ToBytes(`${EXAMPLE_SALT}:${EXAMPLE_ROUND}:0`),
  );
  const round = resolveRound(FORGE_WHEEL, seeds);
  const ks = round.floats.map((float) => float * 2 ** 32);
  const pick = bonusTable(FORGE_WHEEL.bonuses['ember-pick'] as never);
  const boosted = resolveRound(FORGE_WHEEL, roundSeeds(EXAMPLE_CHAIN, EXAMPLE_SALT, EXAMPLE_BOOSTED_ROUND));
  if (!verifyChainLink(seeds.serverSeed, previous)) throw new Error('the example chain must link');
  const [k0, k1, k2, k3] = ks as [number, number, number, number];
  return even([
    `- The chain: ${EXAMPLE_ROUNDS} rounds from the last seed \`${EXAMPLE_LAST_SEED}\`; its terminal hash, published before round 1, is \`${terminalHash(EXAMPLE_CHAIN)}\`.`,
    `- Round ${EXAMPLE_ROUND}'s seed is \`${seeds.serverSeed}\`; its SHA-256 is \`${previous}\`, round ${EXAMPLE_ROUND - 1}'s seed, revealed the round before.`,
    `- The salt is \`${EXAMPLE_SALT}\`, so the stream's first block is HMAC-SHA256(key = the seed, message \`${EXAMPLE_SALT}:${EXAMPLE_ROUND}:0\`) = \`${bytesToHex(block)}\`.`,
    `- Its first four floats, as k / 2^32: ${ks.map((k) => count(k)).join(', ')}.`,
    `- Booster spot: floor(f × 256) = ${Math.floor((k0 * 256) / 2 ** 32)}, in the run 48 to 62 of spot 10.`,
    `- Booster multiplier: floor(f × 64) = ${Math.floor((k1 * 64) / 2 ** 32)}, in the run 51 to 57 of ${round.booster.multiplier}x.`,
    `- Segment: floor(f × 54) = ${Math.floor((k2 * 54) / 2 ** 32)}, which is ${FORGE_WHEEL.spots.find((spot) => spot.id === round.segment)?.name}.`,
    `- Ember Pick: floor(f × 16) = ${Math.floor((k3 * 16) / 2 ** 32)}, the ember holding ${pick.values[round.bonus?.index ?? -1]}x.`,
    `- Payouts: Ember Pick pays ${formatMultiplier(round.payouts['ember-pick'] ?? 0n)}x the stake (the boost is on spot 10, which lost); every other spot pays 0.`,
    `- Round ${EXAMPLE_BOOSTED_ROUND} of the same chain stops on segment ${boosted.segmentIndex}, a ${boosted.segment}, with the booster on ${boosted.booster.spot} at ${boosted.booster.multiplier}x: spot 1 pays 2 × ${boosted.booster.multiplier} = ${formatMultiplier(boosted.payouts['1'] ?? 0n)}x.`,
  ]);
}

describe('docs/studio-show.md', () => {
  it('quotes the figures the code computes', () => {
    expect(block('show-figures')).toBe(figures());
  });

  it('derives them with the numbers the code computes', () => {
    expect(block('show-derivation')).toBe(derivation());
  });

  it('walks through the worked example the code plays', () => {
    expect(block('show-example')).toBe(example());
  });

  it('states the tables the document holds', () => {
    const flat = page.replace(/\s+/g, ' ');
    const ember = bonusTable(FORGE_WHEEL.bonuses['ember-pick'] as never);
    const dragon = bonusTable(FORGE_WHEEL.bonuses['dragon-wheel'] as never);
    const boost = boosterMultiplierTable(FORGE_WHEEL);
    const list = (parts: string[]) => `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
    const shown = (id: string) => ({ 'ember-pick': '**Ember**', 'dragon-wheel': '**Dragon**' })[id] ?? id;
    const stated = [
      `The order, from index 0: Dragon Wheel, then ${FORGE_WHEEL.wheel.slice(1).map(shown).join(' ')} (segments`,
      `each hiding one of ${ember.values.join(', ')} (times the stake)`,
      `A second wheel of 64 segments: ${list(dragon.values.map((value, i) => `${value}x on ${dragon.weights[i]}${i === 0 ? ' of them' : ''}`))}.`,
      `**How much**, out of 64: ${list(boost.values.map((value, i) => `${value}x${i === 0 ? ' weighs' : ''} ${boost.weights[i]}`))}.`,
      `**Which spot**, out of 256: ${FORGE_WHEEL.booster.spots
        .map((entry, i) => {
          const name = FORGE_WHEEL.spots.find((spot) => spot.id === entry.spot)?.name;
          const label = name === undefined ? `\`${entry.spot}\`` : /^\d/.test(name) ? `spot ${name}` : name;
          return `${i === FORGE_WHEEL.booster.spots.length - 1 ? 'and ' : ''}${label}${i === 0 ? ' weighs' : ''} ${entry.weight}`;
        })
        .join(', ')}.`,
    ];
    expect(stated.filter((sentence) => !flat.includes(sentence))).toEqual([]);
  });
});
