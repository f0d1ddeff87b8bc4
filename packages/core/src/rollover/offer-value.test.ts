import { describe, expect, it } from 'vitest';
import { JACKPOT_DEFAULTS } from '../contracts/jackpot';
import { WELCOME_OFFER_DEFAULTS } from '../contracts/rewards';
import { KENO_RISKS } from '../games/keno/keno';
import { PLINKO_RISKS } from '../games/plinko/plinko';
import { ORIGINAL_GAMES } from '../games/registry';
import { rouletteBetNumbers } from '../games/roulette/roulette';
import { TOWER_DIFFICULTIES } from '../games/takethecrown/takethecrown';
import { WHEEL_RISKS, WHEEL_SEGMENTS } from '../games/wheel/wheel';
import { TOP_RANK_ID } from '../loyalty/ranks';
import {
  freeOfferCostsThePlayer,
  freeOfferWorthPerUnit,
  keptShare,
  type OfferRules,
  offerCostsThePlayer,
  offerWorthPerDeposit,
} from './offer-value';
import { add, compare, div, mul, type Ratio, ratio, sub, toFixedText, ZERO } from './ratio';
import { shareOfRisk, WEIGHT_SCALE } from './rollover-weight';
import { roundRisk } from './round-risk';

/**
 * The welcome offer's expected worth to a player, game by game and setting by setting,
 * under the rules: for each, the house edge comes from the game's exact outcome
 * distribution (core's maths, checked against each game's play in outcomes.test.ts),
 * the share counted from the same weighting the server applies, and the player is
 * granted everything (the rollover always completed, and every other reward at its
 * largest share of the edge, loyalty/reward-shares.ts). The bonus is the most it can be per unit deposited (percent x
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
function worthIn(game: string, params: unknown, rules: OfferRules, kept: Ratio): Ratio | null {
  const risk = roundRisk(game, params);
  expect(risk, `${game} ${JSON.stringify(params)}`).not.toBeNull();
  const share = shareOfRisk(risk);
  if (!risk || share === 0n) return null;
  const p = ratio(BigInt(rules.percent), 100n);
  const counted = mul(ratio(BigInt(rules.rollover), 1n), add(ratio(1n, 1n), p));
  const staked = div(counted, ratio(share, WEIGHT_SCALE));
  return sub(p, mul(mul(risk.edge, kept), staked));
}

function expectNegativeEverywhere(rules: OfferRules, kept: Ratio): Ratio {
  let best: Ratio | null = null;
  let counted = 0;
  for (const [game, params] of everySetting()) {
    const worth = worthIn(game, params, rules, kept);
    if (!worth) continue;
    counted += 1;
    const where = `${game} ${JSON.stringify(params)}: worth ${toFixedText(worth, 6)} per unit deposited`;
    expect(compare(worth, ZERO), where).toBeLessThan(0);
    // Never better for the player than the bound the casino checks at start.
    expect(compare(worth, offerWorthPerDeposit(rules, kept)), where).toBeLessThanOrEqual(0);
    if (!best || compare(worth, best) > 0) best = worth;
  }
  expect(counted).toBeGreaterThan(20_000);
  return best ?? ZERO;
}

const defaults: OfferRules = {
  percent: WELCOME_OFFER_DEFAULTS.percent,
  rollover: WELCOME_OFFER_DEFAULTS.rollover,
};
const pot = { enabled: true, ...JACKPOT_DEFAULTS };
const potOn = keptShare(0, pot);
const potOff = keptShare(0, { ...pot, enabled: false });

describe('what the house keeps of each edge while a rollover runs', () => {
  it('is the edge less every reward at its largest, at the rank that earns the most', () => {
    // A Diamond player climbing to Obsidian while the rollover runs: rakeback 13% and the
    // commission at the staff maximum (10%) both halved, the weekly and monthly bonuses at
    // the top rates (10% and 15%), the level-up (20%) and the pot at its cap (10%).
    expect(toFixedText(potOn, 4)).toBe('0.3350');
    expect(toFixedText(potOff, 4)).toBe('0.4350');
    // Diamond and Obsidian players only: Diamond's climb is still the most.
    expect(compare(keptShare(8, pot), potOn)).toBe(0);
    // Obsidian has no level-up left: 7.5% + 25% + 5% + 10%.
    expect(toFixedText(keptShare(TOP_RANK_ID, pot), 4)).toBe('0.5250');
  });
});

describe('the welcome offer costs the player on average', () => {
  it('at the default terms, in every game at every setting', () => {
    expect(offerCostsThePlayer(defaults, potOn)).toBe(true);
    // 1 - 1% x 33.5% x 160 x 2 = -0.072: at best a player loses 7.2% of the deposit.
    expect(toFixedText(offerWorthPerDeposit(defaults, potOn), 4)).toBe('-0.0720');
    const best = expectNegativeEverywhere(defaults, potOn);
    expect(compare(best, offerWorthPerDeposit(defaults, potOn))).toBeLessThanOrEqual(0);
  }, 120_000);

  it('with the pot off, and on the least costly terms the check lets through', () => {
    expect(offerCostsThePlayer(defaults, potOff)).toBe(true);
    expectNegativeEverywhere(defaults, potOff);
    // 100% needs a rollover above 1 / (2 x 1% x 33.5%) = 149.25 with the pot at its default cap:
    // the 84x that passed when only the pot and the level-ups were counted pays players.
    expect(offerCostsThePlayer({ percent: 100, rollover: 84 }, potOn)).toBe(false);
    expect(offerCostsThePlayer({ percent: 100, rollover: 149 }, potOn)).toBe(false);
    expect(offerCostsThePlayer({ percent: 100, rollover: 150 }, potOn)).toBe(true);
    expectNegativeEverywhere({ percent: 100, rollover: 150 }, potOn);
    expect(offerCostsThePlayer({ percent: 1, rollover: 4 }, potOn)).toBe(true);
    expect(offerCostsThePlayer({ percent: 1, rollover: 2 }, potOn)).toBe(false);
  }, 120_000);
});

describe('a free offer costs the player on average', () => {
  it('only with a rollover above 1 / (1% x what the house keeps)', () => {
    // 1 / (1% x 33.5%) = 298.5 with the pot at its default cap, at Diamond or any rank:
    // the 167 that passed when only the pot and the level-ups were counted pays players.
    expect(freeOfferCostsThePlayer(167, keptShare(8, pot))).toBe(false);
    expect(freeOfferCostsThePlayer(298, keptShare(8, pot))).toBe(false);
    expect(freeOfferCostsThePlayer(299, keptShare(8, pot))).toBe(true);
    // Obsidian players only keep 52.5% for the house: 1 / 0.525% = 190.5.
    expect(freeOfferCostsThePlayer(190, keptShare(TOP_RANK_ID, pot))).toBe(false);
    expect(freeOfferCostsThePlayer(191, keptShare(TOP_RANK_ID, pot))).toBe(true);
    // 1 - 0.335% x 400 = -0.34: a player loses 34% of the amount, at best.
    expect(toFixedText(freeOfferWorthPerUnit(400, potOn), 4)).toBe('-0.3400');
  });
});
