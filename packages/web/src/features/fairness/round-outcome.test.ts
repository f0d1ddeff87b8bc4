import { blackjackGame, minesGame } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { roundOutcome } from './round-outcome';

const seeds = { serverSeed: 'round-outcome', clientSeed: 'c', nonce: 0 };

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
    const view = { multiplier: '0', nextMultiplier: null };
    const round = {
      game: 'mines',
      params: { mines: 3 },
      result: {
        ...view,
        mines: 3,
        revealed: [0, 1],
        hitMine: 7,
        status: 'busted',
        minePositions: [7, 3, 16],
      },
    };
    expect(roundOutcome(round)).toEqual({
      game: 'mines',
      value: { mines: [7, 3, 16], revealed: [0, 1], hitMine: 7 },
    });
  });

  it('shows the hands of a blackjack round', () => {
    let step = blackjackGame.start(seeds, {});
    while (!step.finished) step = blackjackGame.act(seeds, step.state, { action: 'stand' });
    const view = blackjackGame.view(step.state);
    const round = { game: 'blackjack', params: {}, result: JSON.parse(JSON.stringify(view)) };
    expect(roundOutcome(round)).toMatchObject({
      game: 'blackjack',
      value: {
        kind: 'hands',
        dealer: { cards: view.dealer.cards, total: view.dealer.total },
        hands: [{ total: view.hands[0]?.total, outcome: view.settlement?.hands[0]?.outcome }],
      },
    });
  });

  it('gives up on records it cannot read', () => {
    expect(roundOutcome({ game: 'dice', params: {}, result: { roll: 1 } })).toBeNull();
    expect(roundOutcome({ game: 'mines', params: { mines: 3 }, result: { minePositions: null } })).toBeNull();
    // An open round: its view is read, but hides the mines still to be drawn.
    const open = minesGame.view(minesGame.start(seeds, { mines: 3 }).state);
    expect(roundOutcome({ game: 'mines', params: { mines: 3 }, result: open })).toBeNull();
    expect(roundOutcome({ game: 'roulette', params: {}, result: { pocket: '7' } })).toBeNull();
    expect(roundOutcome({ game: 'slots', params: {}, result: {} })).toBeNull();
    expect(
      roundOutcome({ game: 'topdollar', params: {}, result: { cards: [{ rank: 'Z', suit: 'x' }] } }),
    ).toBeNull();
  });
});
