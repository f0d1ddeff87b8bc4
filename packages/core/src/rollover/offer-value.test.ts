import { describe, expect, it } from 'vitest';
import { JACKPOT_DEFAULTS } from '../contracts/jackpot';
import { WELCOME_OFFER_DEFAULTS } from '../contracts/rewards';
import { KENO_RISKS } from '../games/keno/keno';
import { PLINKO_RISKS } from '../games/plinko/plinko';
import { ORIGINAL_GAMES } from '../games/registry';
import { rouletteBetNumbers } from '../games/roulette/roulette';
import { TOWER_DIFFICULTIES } from '../games/take-the-crown/take-the-crown';
import { WHEEL_RISKS, WHEEL_SEGMENTS } from '../games/wheel/wheel';
import {
  freeOfferCostsThePlayer,
  freeOfferWorthPerUnit,
  type OfferRules,
  offerCostsThePlayer,
  offerWorthPerDeposit,
  otherReturnBound,
  potReturnBound,
  SMALLEST_HOUSE_EDGE,
} from './offer-value';
import { add, compare, div, mul, type Ratio, ratio, sub, toFixedText, ZERO } from './ratio';
import { shareOfRisk, WEIGHT_SCALE } from './rollover-weight';
import { roundRisk } from './round-risk';

/**
 * The welcome offer's expected worth to a player, game by game and setting by setting,
 * under the rules: for each, the house edge comes from the game's exact outcome
 * distribution (core's maths, checked against each game's play in outcomes.test.ts),
 * the share counted from the same weighting the server applies, and the player is
 * granted everything (the rollover always completed, the pot always at its cap, every
 * level-up theirs). The bonus is the most it can be per unit deposited (percent x
 * deposit); the stakes needed are rollover x (deposit + bonus) / share.
 */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A small seeded generator (mulberry32), so the random settings are the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rouletteBets(): string[] {
  const names = [
    ...['red', 'black', 'odd', 'even', 'low', 'high'],
    ...range(1, 3).flatMap((n) => [`dozen:${n}`, `column:${n}`]),
    ...['street:0-1-2', 'street:0-2-3', 'split:0-1', 'split:0-2', 'split:0-3'],
    ...range(0, 36).map((n) => `straight:${n}`),
    ...range(1, 36).flatMap((n) => [
      `split:${n}-${n + 1}`,
      `split:${n}-${n + 3}`,
      `street:${n}`,
      `corner:${n}`,
      `sixline:${n}`,
    ]),
  ];
  return names.filter((name) => rouletteBetNumbers(name) !== null);
}

const cents = (next: () => number) => (Math.floor(next() * 1000) / 100 + 0.01).toFixed(2);

/** Every house game over its settings: all of them where they are few, many where they are not. */
function* everySetting(): Generator<[string, unknown]> {
  for (const condition of ['under', 'over'] as const) {
    for (let chance = 1; chance <= 9800; chance += 1) {
      yield ['dice', { condition, target: (condition === 'under' ? chance : 10_000 - chance) / 100 }];
    }
  }
  for (let hundredths = 101; hundredths <= 2000; hundredths += 1)
    yield ['limbo', { target: hundredths / 100 }];
  const next = random(7);
  for (let i = 0; i < 2000; i += 1) {
    const hundredths = Math.min(100_000_000, Math.round(Math.exp(next() * Math.log(1_000_000)) * 100) + 1);
    yield ['limbo', { target: hundredths / 100 }];
  }
  for (const rows of range(8, 16)) for (const risk of PLINKO_RISKS) yield ['plinko', { rows, risk }];
  for (const count of range(1, 10))
    for (const risk of KENO_RISKS) yield ['keno', { picks: range(1, count), risk }];
  for (const segments of WHEEL_SEGMENTS) for (const risk of WHEEL_RISKS) yield ['wheel', { segments, risk }];
  const bets = rouletteBets();
  for (const bet of bets) yield ['roulette', { chips: [{ bet, amount: '1' }] }];
  const hedges = [
    ['red', 'black'],
    ['odd', 'even'],
    ['low', 'high'],
    ['dozen:1', 'dozen:2'],
    ['dozen:1', 'dozen:2', 'dozen:3'],
    ['column:1', 'dozen:1'],
    range(0, 36).map((n) => `straight:${n}`),
  ];
  for (const hedge of hedges) yield ['roulette', { chips: hedge.map((bet) => ({ bet, amount: '1' })) }];
  for (let i = 0; i < 500; i += 1) {
    const count = 1 + Math.floor(next() * 6);
    const chips = range(1, count).map(() => ({
      bet: bets[Math.floor(next() * bets.length)] ?? 'red',
      amount: cents(next),
    }));
    yield ['roulette', { chips }];
  }
  for (const spots of [
    ['player'],
    ['banker'],
    ['tie'],
    ['player', 'banker'],
    ['player', 'tie'],
    ['banker', 'tie'],
  ]) {
    yield ['baccarat', Object.fromEntries(spots.map((spot) => [spot, '1']))];
  }
  for (let i = 0; i < 500; i += 1) {
    yield ['baccarat', { player: cents(next), banker: cents(next), tie: next() < 0.5 ? '0' : cents(next) }];
  }
  for (const mines of range(1, 24)) yield ['mines', { mines }];
  for (const difficulty of Object.keys(TOWER_DIFFICULTIES)) yield ['takethecrown', { difficulty }];
  yield ['topdollar', {}];
  yield ['blackjack', {}];
  // And every registered game's own settings, so a game added later is covered too.
  for (const game of ORIGINAL_GAMES) for (const setting of game.settings) yield [game.slug, setting];
}

/**
 * The worth per unit deposited of meeting the rollover in one game at one setting, or
 * null when its stakes count nothing (the bonus is never paid by them).
 */
function worthIn(game: string, params: unknown, rules: OfferRules, otherReturn: Ratio): Ratio | null {
  const risk = roundRisk(game, params);
  expect(risk, `${game} ${JSON.stringify(params)}`).not.toBeNull();
  const share = shareOfRisk(risk, { otherReturn });
  if (!risk || share === 0n) return null;
  const p = ratio(BigInt(rules.percent), 100n);
  const counted = mul(ratio(BigInt(rules.rollover), 1n), add(ratio(1n, 1n), p));
  const staked = div(counted, ratio(share, WEIGHT_SCALE));
  return sub(p, mul(sub(risk.edge, otherReturn), staked));
}

function expectNegativeEverywhere(rules: OfferRules, otherReturn: Ratio): Ratio {
  let best: Ratio | null = null;
  let counted = 0;
  for (const [game, params] of everySetting()) {
    const worth = worthIn(game, params, rules, otherReturn);
    if (!worth) continue;
    counted += 1;
    const where = `${game} ${JSON.stringify(params)}: worth ${toFixedText(worth, 6)} per unit deposited`;
    expect(compare(worth, ZERO), where).toBeLessThan(0);
    // Never better for the player than the bound the casino checks at start.
    expect(compare(worth, offerWorthPerDeposit(rules, otherReturn)), where).toBeLessThanOrEqual(0);
    if (!best || compare(worth, best) > 0) best = worth;
  }
  expect(counted).toBeGreaterThan(20_000);
  return best ?? ZERO;
}

const defaults: OfferRules = {
  percent: WELCOME_OFFER_DEFAULTS.percent,
  rollover: WELCOME_OFFER_DEFAULTS.rollover,
};
const potOn = otherReturnBound(potReturnBound({ enabled: true, ...JACKPOT_DEFAULTS }));
const potOff = otherReturnBound(ZERO);

describe('the welcome offer costs the player on average', () => {
  it('at the default terms, in every game at every setting', () => {
    expect(offerCostsThePlayer(defaults, potOn)).toBe(true);
    // 1 - (1% - 0.4%) x 90 x 2 = -0.08: at best a player loses 8% of the deposit.
    expect(toFixedText(offerWorthPerDeposit(defaults, potOn), 4)).toBe('-0.0800');
    const best = expectNegativeEverywhere(defaults, potOn);
    expect(compare(best, offerWorthPerDeposit(defaults, potOn))).toBeLessThanOrEqual(0);
  }, 120_000);

  it('with the pot off, and on the least costly terms the start check lets through', () => {
    expect(offerCostsThePlayer(defaults, potOff)).toBe(true);
    expectNegativeEverywhere(defaults, potOff);
    // 100% needs a rollover above 1 / (2 x (1% - 0.4%)) = 83.3 with the pot at its default cap.
    expect(offerCostsThePlayer({ percent: 100, rollover: 83 }, potOn)).toBe(false);
    expect(offerCostsThePlayer({ percent: 100, rollover: 84 }, potOn)).toBe(true);
    expectNegativeEverywhere({ percent: 100, rollover: 84 }, potOn);
    expect(offerCostsThePlayer({ percent: 1, rollover: 2 }, potOn)).toBe(true);
    expect(offerCostsThePlayer({ percent: 1, rollover: 1 }, potOn)).toBe(false);
  }, 120_000);

  it('keeps the pot’s return under every edge at the default cap, the smallest edge included', () => {
    const pot = potReturnBound({ enabled: true, ...JACKPOT_DEFAULTS });
    expect(compare(pot, SMALLEST_HOUSE_EDGE)).toBeLessThan(0);
    for (const [game, params] of everySetting()) {
      const risk = roundRisk(game, params);
      expect(
        compare(risk?.edge ?? ZERO, SMALLEST_HOUSE_EDGE),
        `${game} ${JSON.stringify(params)}`,
      ).toBeGreaterThanOrEqual(0);
    }
  }, 120_000);
});

describe('a free offer costs the player on average', () => {
  it('only with a rollover above 1 / (1% - other returns)', () => {
    // 1 / (1% - 0.4%) = 166.7 with the pot at its default cap; 1 / 0.8% = 125 without it
    // (where the offer is worth exactly nothing, which does not cost the player).
    expect(freeOfferCostsThePlayer(166, potOn)).toBe(false);
    expect(freeOfferCostsThePlayer(167, potOn)).toBe(true);
    expect(freeOfferCostsThePlayer(125, potOff)).toBe(false);
    expect(freeOfferCostsThePlayer(126, potOff)).toBe(true);
    // 1 - 0.6% x 200 = -0.2: a player loses 20% of the amount, at best.
    expect(toFixedText(freeOfferWorthPerUnit(200, potOn), 4)).toBe('-0.2000');
    expect(toFixedText(freeOfferWorthPerUnit(1, potOn), 4)).toBe('0.9940');
  });
});
