import { describe, expect, it } from 'vitest';
import { RANKS } from '../../fair/byte-stream';
import { cardsAt } from '../shared/deck';
import { formatMultiplier } from '../shared/fixed-point';
import { EXAMPLE, expectNinetyNinePercent, findSeeds, reloaded, show } from '../shared/test-support';
import { GameRuleError, multiplier } from '../types';
import {
  TOP_DOLLAR_MAX_SKIPS,
  type TopDollarGuess,
  type TopDollarState,
  topDollarGame,
  topDollarStep,
  verifyTopDollar,
  winningRanks,
} from './topdollar';

const play = (state: TopDollarState, action: TopDollarGuess | 'skip', seeds = EXAMPLE) =>
  topDollarGame.act(seeds, reloaded(state), { action });

describe('top dollar steps', () => {
  it('matches the hi-lo table, 2 lowest to A highest', () => {
    const steps = (guess: TopDollarGuess) =>
      RANKS.map((rank) => formatMultiplier(topDollarStep(rank, guess)));
    expect(steps('higher')).toEqual([
      '0.99',
      '1.0725',
      '1.17',
      '1.287',
      '1.43',
      '1.60875',
      '1.83857142',
      '2.145',
      '2.574',
      '3.2175',
      '4.29',
      '6.435',
      '12.87',
    ]);
    expect(steps('lower')).toEqual([
      '12.87',
      '6.435',
      '4.29',
      '3.2175',
      '2.574',
      '2.145',
      '1.83857142',
      '1.60875',
      '1.43',
      '1.287',
      '1.17',
      '1.0725',
      '0.99',
    ]);
  });

  it('returns 99% on every rank and guess, within one 1e-8 step', () => {
    for (const rank of RANKS) {
      for (const guess of ['higher', 'lower'] as const) {
        // P(guess) = winning ranks / 13.
        expectNinetyNinePercent(topDollarStep(rank, guess), BigInt(winningRanks(rank, guess)), 13n);
      }
    }
    expect(winningRanks('A', 'higher')).toBe(1);
    expect(winningRanks('2', 'lower')).toBe(1);
  });
});

describe('top dollar round', () => {
  it('plays the worked example: 5♣, lower 3♠, higher 9♣, lower 9♣, higher 6♦ loses', () => {
    let outcome = topDollarGame.start(EXAMPLE, {});
    expect(show(outcome.state.cards)).toBe('5♣');
    expect(topDollarGame.view(outcome.state)).toMatchObject({
      multiplier: '1',
      steps: { higher: '1.287', lower: '3.2175' },
      canCashOut: false,
    });
    outcome = play(outcome.state, 'lower');
    expect(outcome.state.multiplier).toBe('3.2175');
    outcome = play(outcome.state, 'higher');
    expect(outcome.state.multiplier).toBe('3.45076875');
    outcome = play(outcome.state, 'lower'); // 9 on 9: "or same" wins, 3.45076875 x 1.60875 truncated
    expect(outcome.state.multiplier).toBe('5.55142422');
    expect(topDollarGame.view(outcome.state).canCashOut).toBe(true);
    outcome = play(outcome.state, 'higher');
    expect(outcome).toMatchObject({ finished: true, multiplier: 0n });
    expect(show(outcome.state.cards)).toBe('5♣ 3♠ 9♣ 9♣ 6♦');
    expect(topDollarGame.view(outcome.state)).toMatchObject({
      status: 'lost',
      multiplier: '0',
      canCashOut: false,
    });
    expect(() => play(outcome.state, 'lower')).toThrow(GameRuleError);
    expect(() => topDollarGame.cashout(outcome.state)).toThrow(GameRuleError);
  });

  it('cashes out the running multiplier, only after a correct guess', () => {
    const start = topDollarGame.start(EXAMPLE, {});
    expect(() => topDollarGame.cashout(start.state)).toThrow(
      'Make at least one correct guess before cashing out',
    );
    const won = play(start.state, 'lower');
    expect(topDollarGame.cashout(won.state)).toMatchObject({
      finished: true,
      multiplier: multiplier('3.2175'),
    });
  });

  it('skips to a new card without touching the multiplier, at most 52 times', () => {
    let { state } = topDollarGame.start(EXAMPLE, {});
    state = play(state, 'skip').state;
    expect(show(state.cards)).toBe('5♣ 3♠');
    expect(state.multiplier).toBe('1');
    expect(() => topDollarGame.cashout(state)).toThrow(GameRuleError);
    for (let i = 1; i < TOP_DOLLAR_MAX_SKIPS; i += 1) state = play(state, 'skip').state;
    expect(state.cards).toEqual(cardsAt(EXAMPLE, 0, TOP_DOLLAR_MAX_SKIPS + 1));
    expect(() => play(state, 'skip')).toThrow(`At most ${TOP_DOLLAR_MAX_SKIPS} skips a round`);
    expect(play(state, 'higher').state.cards).toHaveLength(TOP_DOLLAR_MAX_SKIPS + 2);
  });

  it('pays 12.87x for higher-or-same on an ace when another ace comes, and refuses the guess that cannot lose', () => {
    const seeds = findSeeds((_, [start, next]) => start?.rank === 'A' && next?.rank === 'A');
    const { state } = topDollarGame.start(seeds, {});
    expect(topDollarGame.view(state).steps).toEqual({ higher: '12.87', lower: null });
    expect(() => play(state, 'lower', seeds)).toThrow(GameRuleError);
    expect(play(state, 'higher', seeds).state.multiplier).toBe('12.87');
  });

  it('pays 12.87x for lower-or-same on a 2 only on another 2, and refuses higher-or-same on a 2', () => {
    const seeds = findSeeds((_, [start, next]) => start?.rank === '2' && next?.rank !== '2');
    const { state } = topDollarGame.start(seeds, {});
    expect(topDollarGame.view(state).steps).toEqual({ higher: null, lower: '12.87' });
    expect(() => play(state, 'higher', seeds)).toThrow('Higher or same cannot lose on this card');
    expect(play(state, 'lower', seeds)).toMatchObject({ finished: true, multiplier: 0n });
  });

  it('ends the round at the 1,000,000x cap', () => {
    const { state } = topDollarGame.start(EXAMPLE, {});
    const capped = play({ ...state, multiplier: '999000', correctGuesses: 5 }, 'lower');
    expect(capped).toMatchObject({ finished: true, multiplier: multiplier('1000000') });
    expect(capped.state).toMatchObject({ status: 'capped', multiplier: '1000000' });
    expect(topDollarGame.maxMultiplier({})).toBe(multiplier('1000000'));
  });

  it('verifies with the first 52 cards of the stream', () => {
    const { cards } = verifyTopDollar(EXAMPLE, {});
    expect(cards).toHaveLength(52);
    expect(show(cards.slice(0, 6))).toBe('5♣ 3♠ 9♣ 9♣ 6♦ 4♠');
  });

  it('validates actions', () => {
    expect(topDollarGame.actionSchema.safeParse({ action: 'same' }).success).toBe(false);
    expect(topDollarGame.paramsSchema.safeParse({ extra: 1 }).success).toBe(false);
    expect(topDollarGame.paramsSchema.safeParse({}).success).toBe(true);
  });
});
