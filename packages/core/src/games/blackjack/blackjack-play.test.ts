import { describe, expect, it } from 'vitest';
import type { Card, Seeds } from '../../fair/byte-stream';
import { cardsAt } from '../shared/deck';
import { EXAMPLE, findSeeds, reloaded, show } from '../shared/test-support';
import { GameRuleError, MULTIPLIER_SCALE, multiplier, type StepOutcome } from '../types';
import { blackjackGame, legalActions } from './blackjack';
import { handValue, isTenValue, isTwoCardTwentyOne } from './blackjack-hand';
import { BLACKJACK_ACTIONS, type BlackjackActionName, type BlackjackState } from './blackjack-state';

const act = (seeds: Seeds, state: BlackjackState, action: BlackjackActionName) =>
  blackjackGame.act(seeds, reloaded(state), { action });

/** Deals with no peek and no insurance (dealer shows 2 to 9), so play starts at once. */
const plainDeal = (matches: (player: Card[], up: Card, hole: Card, rest: Card[]) => boolean) =>
  findSeeds((_, [a, b, up, hole, ...rest]) => {
    if (!a || !b || !up || !hole || up.rank === 'A' || isTenValue(up) || isTwoCardTwentyOne([a, b]))
      return false;
    return matches([a, b], up, hole, rest);
  });

/** Walks nonces, playing each deal with `play`, until the finished round satisfies `wanted`. */
function findRound(
  play: (seeds: Seeds, state: BlackjackState) => StepOutcome<BlackjackState> | null,
  wanted: (outcome: StepOutcome<BlackjackState>) => boolean,
): StepOutcome<BlackjackState> {
  for (let nonce = 0; nonce < 20_000; nonce += 1) {
    const seeds = { ...EXAMPLE, nonce };
    const start = blackjackGame.start(seeds, {});
    if (start.finished || start.state.phase !== 'player') continue;
    const outcome = play(seeds, start.state);
    if (outcome?.finished && wanted(outcome)) return outcome;
  }
  throw new Error('no nonce plays out the round this test needs');
}

describe('blackjack dealer', () => {
  it('stands on soft 17 without drawing', () => {
    const seeds = plainDeal((_, up, hole) => up.rank === '6' && hole.rank === 'A');
    const done = act(seeds, blackjackGame.start(seeds, {}).state, 'stand');
    expect(done.finished).toBe(true);
    expect(done.state.dealer).toHaveLength(2);
    expect(done.state.cardsUsed).toBe(4);
    expect(done.state.settlement?.dealerTotal).toBe(17);
  });

  it('draws on 16, in stream order after the player cards', () => {
    const seeds = plainDeal((_, up, hole) => up.rank === '9' && hole.rank === '7');
    const done = act(seeds, blackjackGame.start(seeds, {}).state, 'stand');
    expect(done.state.dealer.slice(2)).toEqual(cardsAt(seeds, 4, done.state.dealer.length - 2));
    expect(handValue(done.state.dealer.slice(0, -1)).total).toBeLessThan(17);
    expect(handValue(done.state.dealer).total).toBeGreaterThanOrEqual(17);
  });

  it('draws nothing when the player is bust, which loses', () => {
    const bust = findRound(
      (seeds, state) => {
        let outcome = act(seeds, state, 'hit');
        while (!outcome.finished) outcome = act(seeds, outcome.state, 'hit');
        return outcome;
      },
      (outcome) => handValue(outcome.state.hands[0]?.cards ?? []).total > 21,
    );
    expect(bust).toMatchObject({ multiplier: 0n });
    expect(bust.state.settlement?.hands).toEqual([{ outcome: 'bust', returns: '0' }]);
    expect(bust.state.dealer).toHaveLength(2);
  });

  it('stands the player on 21 by itself', () => {
    const seeds = plainDeal(([a, b], _up, _hole, [next]) => handValue([a, b, next] as Card[]).total === 21);
    const outcome = act(seeds, blackjackGame.start(seeds, {}).state, 'hit');
    expect(outcome.finished).toBe(true);
    expect(outcome.state.settlement?.hands[0]?.outcome).toMatch(/^(win|push)$/);
  });
});

describe('blackjack double', () => {
  it('returns 4x the base wager when a double wins', () => {
    const won = findRound(
      (seeds, state) => act(seeds, state, 'double'),
      (outcome) => outcome.state.settlement?.hands[0]?.outcome === 'win',
    );
    expect(won).toMatchObject({ multiplier: multiplier('4'), extraStake: multiplier('1') });
    expect(won.state.hands[0]?.cards).toHaveLength(3);
  });

  it('returns 2x when a double pushes', () => {
    const push = findRound(
      (seeds, state) => act(seeds, state, 'double'),
      (outcome) => outcome.state.settlement?.hands[0]?.outcome === 'push',
    );
    expect(push.multiplier).toBe(multiplier('2'));
  });
});

describe('blackjack split', () => {
  it('splits a pair once: one card to each hand in stream order, 1x extra, no resplit', () => {
    const seeds = plainDeal(
      ([a, b], _up, _hole, [toFirst]) => a?.rank === b?.rank && a?.rank === toFirst?.rank && a?.rank !== 'A',
    );
    const start = blackjackGame.start(seeds, {});
    expect(legalActions(start.state)).toEqual(['hit', 'stand', 'double', 'split']);
    const split = act(seeds, start.state, 'split');
    expect(split).toMatchObject({ finished: false, extraStake: multiplier('1') });
    const [first, second] = split.state.hands;
    const stream = cardsAt(seeds, 0, 6);
    expect(show(first?.cards ?? [])).toBe(show([stream[0], stream[4]] as Card[]));
    expect(show(second?.cards ?? [])).toBe(show([stream[1], stream[5]] as Card[]));
    expect(split.state.cardsUsed).toBe(6);
    expect(first?.cards[0]?.rank).toBe(first?.cards[1]?.rank); // a pair again, yet:
    expect(() => act(seeds, split.state, 'split')).toThrow('Only one split per round');
    expect(legalActions(split.state)).toEqual(['hit', 'stand', 'double']);
    const next = act(seeds, split.state, 'stand');
    expect(next.state.active).toBe(1);
  });

  it('gives split aces one card each and stands them; ace and ten then pays 2x, not 3:2', () => {
    const seeds = plainDeal(
      ([a, b], up, hole, [toFirst, toSecond]) =>
        a?.rank === 'A' &&
        b?.rank === 'A' &&
        !!toFirst &&
        isTenValue(toFirst) &&
        toSecond?.rank !== 'A' &&
        handValue([up, hole]).total >= 17 &&
        handValue([up, hole]).total <= 20,
    );
    const split = act(seeds, blackjackGame.start(seeds, {}).state, 'split');
    expect(split.finished).toBe(true);
    expect(split.state.hands.map((hand) => hand.cards.length)).toEqual([2, 2]);
    expect(split.state.settlement?.hands[0]).toEqual({ outcome: 'win', returns: '2' });
    expect(() => act(seeds, split.state, 'hit')).toThrow('The round is over');
  });

  it('returns 2x the base wager (on 2x staked) when one split hand wins and the other loses', () => {
    const mixed = findRound(
      (seeds, state) => {
        if (!legalActions(state).includes('split')) return null;
        let outcome = act(seeds, state, 'split');
        while (!outcome.finished) outcome = act(seeds, outcome.state, 'stand');
        return outcome;
      },
      (outcome) => {
        const outcomes = outcome.state.settlement?.hands.map((hand) => hand.outcome).sort();
        return outcomes?.join() === 'lose,win';
      },
    );
    expect(mixed.multiplier).toBe(multiplier('2'));
  });

  it('allows a double on a split hand, for 1x more', () => {
    const seeds = plainDeal(
      ([a, b], _up, _hole, [toFirst]) =>
        a?.rank === b?.rank && a?.rank !== 'A' && handValue([a, toFirst] as Card[]).total < 21,
    );
    const split = act(seeds, blackjackGame.start(seeds, {}).state, 'split');
    const doubled = act(seeds, split.state, 'double');
    expect(doubled.extraStake).toBe(multiplier('1'));
    expect(doubled.state.hands[0]).toMatchObject({ doubled: true, done: true });
    expect(doubled.state.hands[0]?.cards).toHaveLength(3);
  });
});

describe('blackjack invariants over many random rounds', () => {
  it('keeps every rule: legal moves work, illegal ones throw, stakes and returns add up', () => {
    let random = 12345;
    const pick = <T>(items: readonly T[]): T => {
      random = (random * 1103515245 + 12345) % 2 ** 31;
      return items[random % items.length] as T;
    };
    for (let nonce = 0; nonce < 600; nonce += 1) {
      const seeds = { ...EXAMPLE, nonce };
      let outcome = blackjackGame.start(seeds, {});
      let staked = MULTIPLIER_SCALE;
      while (!outcome.finished) {
        const view = blackjackGame.view(outcome.state);
        expect(view.dealer.cards).toHaveLength(1);
        const legal = legalActions(outcome.state);
        for (const illegal of BLACKJACK_ACTIONS.filter((action) => !legal.includes(action))) {
          expect(() => act(seeds, outcome.state, illegal)).toThrow(GameRuleError);
        }
        outcome = act(seeds, outcome.state, pick(legal));
        staked += outcome.extraStake;
      }
      const { settlement } = outcome.state;
      expect(outcome.multiplier).toBe(multiplier(settlement?.multiplier ?? ''));
      expect(outcome.multiplier ?? 0n).toBeLessThanOrEqual(blackjackGame.maxMultiplier({}));
      expect(outcome.multiplier ?? 0n).toBeLessThanOrEqual(staked * 3n); // nothing pays more than 3:2 on what was staked
      // Insurance, split and a double on each hand: 0.5 + 1 + 1 + 1 extra.
      expect(staked).toBeLessThanOrEqual(multiplier('4.5'));
      expect(blackjackGame.view(outcome.state).actions).toEqual([]);
      expect(outcome.state.dealer.slice(2)).toEqual(
        cardsAt(
          seeds,
          outcome.state.cardsUsed - (outcome.state.dealer.length - 2),
          outcome.state.dealer.length - 2,
        ),
      );
    }
  });
});
