import { describe, expect, it } from 'vitest';
import { roundOutcome } from './round-outcome';

describe('roundOutcome', () => {
  it('draws a single-step round from its stored result', () => {
    expect(
      roundOutcome({ game: 'dice', params: { condition: 'under', target: 50 }, result: { roll: 12.34 } }),
    ).toEqual({
      game: 'dice',
      value: { params: { condition: 'under', target: 50 }, result: { roll: 12.34 } },
    });
  });

  it("reads a finished mines board with the player's reveals", () => {
    const round = {
      game: 'mines',
      params: { mines: 3 },
      result: { mines: 3, revealed: [0, 1], hitMine: 7, status: 'busted', minePositions: [7, 3, 16] },
    };
    expect(roundOutcome(round)).toEqual({
      game: 'mines',
      value: { mines: [7, 3, 16], revealed: [0, 1], hitMine: 7 },
    });
  });

  it('shows the hands of a blackjack round', () => {
    const card = { rank: 'K', suit: 'spades' };
    const round = {
      game: 'blackjack',
      params: {},
      result: { dealer: { cards: [card, card], total: 20 }, hands: [{ cards: [card, card], total: 20 }] },
    };
    expect(roundOutcome(round)).toMatchObject({
      game: 'blackjack',
      value: { kind: 'hands', dealer: { total: 20 } },
    });
  });

  it('gives up on records it cannot read', () => {
    expect(roundOutcome({ game: 'dice', params: {}, result: { roll: 1 } })).toBeNull();
    expect(roundOutcome({ game: 'mines', params: { mines: 3 }, result: { minePositions: null } })).toBeNull();
    expect(roundOutcome({ game: 'slots', params: {}, result: {} })).toBeNull();
    expect(
      roundOutcome({ game: 'topdollar', params: {}, result: { cards: [{ rank: 'Z', suit: 'x' }] } }),
    ).toBeNull();
  });
});
