import { describe, expect, it } from 'vitest';
import type { Card, Seeds } from '../../fair/byte-stream';
import { EXAMPLE, findSeeds, reloaded, show } from '../shared/test-support';
import { GameRuleError, multiplier } from '../types';
import { blackjackGame, legalActions, verifyBlackjack } from './blackjack';
import { isTenValue, isTwoCardTwentyOne } from './blackjack-hand';
import type { BlackjackActionName, BlackjackState } from './blackjack-state';

const act = (seeds: Seeds, state: BlackjackState, action: BlackjackActionName) =>
  blackjackGame.act(seeds, reloaded(state), { action });

/** Seeds whose deal is [player, player, up, hole] matching each test. */
const deal = (matches: (player: Card[], up: Card, hole: Card) => boolean) =>
  findSeeds((_, [a, b, up, hole]) => !!(a && b && up && hole) && matches([a, b], up, hole));
const ace = (card: Card) => card.rank === 'A';
const noPeek = (up: Card) => !ace(up) && !isTenValue(up);

describe('blackjack worked example', () => {
  it('deals player 5♣ 3♠ and dealer 9♣ with the hole card hidden', () => {
    const outcome = blackjackGame.start(EXAMPLE, {});
    expect(outcome).toMatchObject({ finished: false, multiplier: null, extraStake: 0n });
    expect(show(outcome.state.hands[0]?.cards ?? [])).toBe('5♣ 3♠');
    expect(show(outcome.state.dealer)).toBe('9♣ 9♣');
    const view = blackjackGame.view(outcome.state);
    expect(show(view.dealer.cards)).toBe('9♣');
    expect(view.dealer.total).toBe(9);
    expect(view.hands[0]).toMatchObject({ total: 8, soft: false, stake: '1' });
    expect(view.actions).toEqual(['hit', 'stand', 'double']);
    expect(JSON.stringify(view)).not.toContain('"cardsUsed"');
  });

  it('hits 6♦ and 4♠ to 18, stands, and pushes against the dealer 18', () => {
    const start = blackjackGame.start(EXAMPLE, {});
    const one = act(EXAMPLE, start.state, 'hit');
    expect(show(one.state.hands[0]?.cards ?? [])).toBe('5♣ 3♠ 6♦');
    expect(blackjackGame.view(one.state).actions).toEqual(['hit', 'stand']);
    expect(() => act(EXAMPLE, one.state, 'double')).toThrow(
      'Double is only allowed on the first two cards of a hand',
    );
    const two = act(EXAMPLE, one.state, 'hit');
    const done = act(EXAMPLE, two.state, 'stand');
    expect(done).toMatchObject({ finished: true, multiplier: multiplier('1'), extraStake: 0n });
    expect(done.state.settlement).toEqual({
      dealerBlackjack: false,
      dealerTotal: 18,
      hands: [{ outcome: 'push', returns: '1' }],
      insurance: '0',
      multiplier: '1',
    });
    expect(show(blackjackGame.view(done.state).dealer.cards)).toBe('9♣ 9♣');
    expect(() => act(EXAMPLE, done.state, 'hit')).toThrow('The round is over');
  });

  it('doubles: exactly one card (6♦), 1x extra stake, 14 loses to 18', () => {
    const { state } = blackjackGame.start(EXAMPLE, {});
    const doubled = act(EXAMPLE, state, 'double');
    expect(doubled).toMatchObject({ finished: true, multiplier: 0n, extraStake: multiplier('1') });
    expect(show(doubled.state.hands[0]?.cards ?? [])).toBe('5♣ 3♠ 6♦');
    expect(doubled.state.cardsUsed).toBe(5);
    expect(blackjackGame.view(doubled.state).hands[0]).toMatchObject({ stake: '2', total: 14 });
  });

  it('refuses split without a pair, insurance without an ace up, and cash out', () => {
    const { state } = blackjackGame.start(EXAMPLE, {});
    expect(() => act(EXAMPLE, state, 'split')).toThrow('Split needs two cards of the same rank');
    expect(() => act(EXAMPLE, state, 'insurance')).toThrow(GameRuleError);
    expect(() => act(EXAMPLE, state, 'noInsurance')).toThrow(GameRuleError);
    expect(() => blackjackGame.cashout(state)).toThrow(GameRuleError);
  });

  it('verifies with the first 52 cards of the stream', () => {
    const { cards } = verifyBlackjack(EXAMPLE, {});
    expect(cards).toHaveLength(52);
    expect(show(cards.slice(0, 6))).toBe('5♣ 3♠ 9♣ 9♣ 6♦ 4♠');
  });
});

describe('blackjack naturals and the peek', () => {
  it('pays a natural 3:2 (2.5x) at once when the dealer cannot have blackjack', () => {
    const seeds = deal((player, up) => isTwoCardTwentyOne(player) && noPeek(up));
    const outcome = blackjackGame.start(seeds, {});
    expect(outcome).toMatchObject({ finished: true, multiplier: multiplier('2.5') });
    expect(outcome.state.settlement?.hands).toEqual([{ outcome: 'blackjack', returns: '2.5' }]);
    expect(outcome.state.dealer).toHaveLength(2);
  });

  it('pays a natural 2.5x after the peek with a ten up finds no dealer blackjack', () => {
    const seeds = deal((player, up, hole) => isTwoCardTwentyOne(player) && isTenValue(up) && !ace(hole));
    expect(blackjackGame.start(seeds, {})).toMatchObject({ finished: true, multiplier: multiplier('2.5') });
  });

  it('ends the round at the deal when a ten up hides an ace: the player loses', () => {
    const seeds = deal((player, up, hole) => !isTwoCardTwentyOne(player) && isTenValue(up) && ace(hole));
    const outcome = blackjackGame.start(seeds, {});
    expect(outcome).toMatchObject({ finished: true, multiplier: 0n });
    expect(outcome.state.settlement).toMatchObject({ dealerBlackjack: true, hands: [{ outcome: 'lose' }] });
    expect(blackjackGame.view(outcome.state).dealer.cards).toHaveLength(2);
  });

  it('pushes a player blackjack against a dealer blackjack', () => {
    const seeds = deal((player, up, hole) => isTwoCardTwentyOne(player) && isTenValue(up) && ace(hole));
    const outcome = blackjackGame.start(seeds, {});
    expect(outcome).toMatchObject({ finished: true, multiplier: multiplier('1') });
    expect(outcome.state.settlement?.hands).toEqual([{ outcome: 'push', returns: '1' }]);
  });
});

describe('blackjack insurance', () => {
  const aceUpBlackjack = () =>
    deal((player, up, hole) => !isTwoCardTwentyOne(player) && ace(up) && isTenValue(hole));

  it('offers insurance with an ace up, and pays it 2:1 when the dealer has blackjack', () => {
    const seeds = aceUpBlackjack();
    const start = blackjackGame.start(seeds, {});
    expect(start.finished).toBe(false);
    expect(blackjackGame.view(start.state)).toMatchObject({ phase: 'insurance', insurance: 'pending' });
    expect(blackjackGame.view(start.state).actions.slice(0, 2)).toEqual(['insurance', 'noInsurance']);
    const insured = act(seeds, start.state, 'insurance');
    expect(insured).toMatchObject({
      finished: true,
      multiplier: multiplier('1.5'),
      extraStake: multiplier('0.5'),
    });
    expect(insured.state.settlement).toMatchObject({ dealerBlackjack: true, insurance: '1.5' });
  });

  it('loses everything when insurance is declined against a dealer blackjack, and the declining move is not played', () => {
    const seeds = aceUpBlackjack();
    const { state } = blackjackGame.start(seeds, {});
    expect(act(seeds, state, 'noInsurance')).toMatchObject({
      finished: true,
      multiplier: 0n,
      extraStake: 0n,
    });
    for (const action of ['hit', 'double'] as const) {
      const declined = act(seeds, state, action);
      expect(declined).toMatchObject({ finished: true, multiplier: 0n, extraStake: 0n });
      expect(declined.state.cardsUsed).toBe(4);
      expect(declined.state.insurance).toBe('declined');
    }
  });

  it('loses the insurance and plays on when the dealer has no blackjack', () => {
    const seeds = deal((player, up, hole) => !isTwoCardTwentyOne(player) && ace(up) && !isTenValue(hole));
    const start = blackjackGame.start(seeds, {});
    const insured = act(seeds, start.state, 'insurance');
    expect(insured).toMatchObject({ finished: false, extraStake: multiplier('0.5') });
    expect(blackjackGame.view(insured.state).phase).toBe('player');
    expect(() => act(seeds, insured.state, 'insurance')).toThrow(GameRuleError);
    const done = act(seeds, insured.state, 'stand');
    expect(done.finished).toBe(true);
    expect(done.state.settlement?.insurance).toBe('0');
    expect(done.state.settlement?.multiplier).toBe(done.state.settlement?.hands[0]?.returns);
  });

  it('lets a player blackjack against an ace only stand or decide on insurance (even money)', () => {
    const evenMoney = (holeTen: boolean) =>
      deal((player, up, hole) => isTwoCardTwentyOne(player) && ace(up) && isTenValue(hole) === holeTen);
    for (const holeTen of [false, true]) {
      const seeds = evenMoney(holeTen);
      const { state } = blackjackGame.start(seeds, {});
      expect(legalActions(state)).toEqual(['insurance', 'noInsurance', 'stand']);
      expect(() => act(seeds, state, 'hit')).toThrow('A blackjack can only stand');
      // Insured: 2.5x (no dealer blackjack) or 1x push + 1.5x insurance: even money either way.
      expect(act(seeds, state, 'insurance')).toMatchObject({ finished: true, multiplier: multiplier('2.5') });
      expect(act(seeds, state, 'stand')).toMatchObject({
        finished: true,
        multiplier: multiplier(holeTen ? '1' : '2.5'),
      });
    }
  });
});
