import { type Card, type Round, type TopDollarView, topDollarGame } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { formatChance, ladder, skipsLeft, topDollarView, winChance } from './top-dollar-view';

const card = (rank: Card['rank'], suit: Card['suit'] = 'spades'): Card => ({ rank, suit });

function view(
  cards: Card[],
  moves: TopDollarView['moves'],
  multiplier: string,
  status = 'playing',
): TopDollarView {
  return {
    cards,
    moves,
    multiplier,
    correctGuesses: 0,
    skips: moves.filter((move) => move === 'skip').length,
    status: status as TopDollarView['status'],
    steps: { higher: null, lower: null },
    canCashOut: false,
  };
}

describe('ladder', () => {
  it('marks each move and multiplies the way core does', () => {
    // 5 higher -> 9 (right), skip -> 3, 3 higher -> 3 (a tie wins), 3 lower -> K (wrong).
    const rungs = ladder(
      view(
        [card('5'), card('9'), card('3'), card('3', 'hearts'), card('K')],
        ['higher', 'skip', 'higher', 'lower'],
        '0',
        'lost',
      ),
    );
    expect(rungs.map((rung) => rung.outcome)).toEqual(['correct', 'skipped', 'correct', 'wrong']);
    // 0.99 * 13 / 10 and 0.99 * 13 / 12, truncated to 1e-8 at each step.
    expect(rungs.map((rung) => rung.multiplier)).toEqual(['1.287', '1.287', '1.3803075', '0']);
  });

  it('ends on the multiplier the server reports', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'ladder', nonce: 7 };
    let { state } = topDollarGame.start(seeds, {});
    for (const action of ['skip', 'higher', 'lower', 'higher'] as const) {
      if (state.status !== 'playing') break;
      const rank = state.cards.at(-1)?.rank;
      const allowed = !((action === 'higher' && rank === '2') || (action === 'lower' && rank === 'A'));
      ({ state } = topDollarGame.act(seeds, state, { action: allowed ? action : 'skip' }));
    }
    const rungs = ladder(topDollarGame.view(state));
    const last = rungs.at(-1);
    expect(last?.multiplier).toBe(state.status === 'lost' ? '0' : state.multiplier);
  });
});

describe('odds and views', () => {
  it('gives the chance of each call from the winning ranks', () => {
    expect(formatChance(winChance(card('2'), 'lower'))).toBe('7.69%');
    expect(formatChance(winChance(card('5'), 'higher'))).toBe('76.92%');
    expect(formatChance(winChance(card('K'), 'lower'))).toBe('92.30%');
  });

  it('counts skips left out of 52', () => {
    expect(skipsLeft({ skips: 3 })).toBe(49);
  });

  it('reads only top dollar rounds', () => {
    const round = { game: 'mines', result: view([card('2')], [], '1') } as unknown as Round;
    expect(topDollarView(round)).toBeNull();
    expect(topDollarView({ ...round, game: 'topdollar' })?.cards).toHaveLength(1);
    expect(topDollarView({ ...round, game: 'topdollar', result: { cards: [card('2')] } })).toBeNull();
  });
});
