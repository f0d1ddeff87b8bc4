import { describe, expect, it } from 'vitest';
import { blackjackEdge } from '../games/blackjack/blackjack-edge';
import { bestShares } from './game-shares';
import { floorTimes, mul, ratio } from './ratio';
import { rolloverWeight, WEIGHT_SCALE } from './rollover-weight';

const full = WEIGHT_SCALE;
const half = WEIGHT_SCALE / 2n;
const chips = (...bets: [string, string][]) => ({ chips: bets.map(([bet, amount]) => ({ bet, amount })) });

describe('the rollover weight', () => {
  it.each([
    ['dice at 2x (49.5%)', 'dice', { condition: 'under', target: 49.5 }, full],
    ['dice at 1.98x (50%)', 'dice', { condition: 'over', target: 50 }, half],
    ['dice at 1.0103x (97.99%)', 'dice', { condition: 'under', target: 97.99 }, half],
    ['dice at 98%', 'dice', { condition: 'under', target: 98 }, 0n],
    ['limbo at 2x', 'limbo', { target: 2 }, full],
    ['limbo at 1.5x', 'limbo', { target: 1.5 }, half],
    ['limbo at 1.01x (98.02%)', 'limbo', { target: 1.01 }, 0n],
    ['roulette on red', 'roulette', chips(['red', '1']), full],
    ['roulette on a number', 'roulette', chips(['straight:7', '5']), full],
    ['roulette on red and black', 'roulette', chips(['red', '1'], ['black', '1']), 0n],
    ['roulette on two dozens', 'roulette', chips(['dozen:1', '1'], ['dozen:2', '1']), half],
    ['baccarat on banker (1.95x)', 'baccarat', { banker: '1' }, half],
    ['baccarat on player (ties push)', 'baccarat', { player: '1' }, half],
    ['baccarat on the tie', 'baccarat', { tie: '1' }, full],
    ['baccarat on player and banker', 'baccarat', { player: '1', banker: '1' }, 0n],
    ['mines with 1 mine', 'mines', { mines: 1 }, half],
    ['mines with 13 mines', 'mines', { mines: 13 }, full],
    ['take the crown, easy', 'takethecrown', { difficulty: 'easy' }, half],
    ['take the crown, hard (1.98x)', 'takethecrown', { difficulty: 'hard' }, half],
    ['take the crown, expert', 'takethecrown', { difficulty: 'expert' }, full],
    ['top dollar', 'topdollar', {}, half],
    ['a game the offer does not know', 'gates-of-gold', {}, 0n],
    ['params the game refuses', 'dice', { condition: 'under', target: 99.5 }, 0n],
  ] as const)('counts %s at its share', (_, game, params, share) => {
    expect(rolloverWeight(game, params)).toBe(share);
  });

  it('counts a game under the 1% edge in proportion to its edge', () => {
    // Blackjack's exact 0.5055% is that share of the 1% a full count needs, halved for
    // its short odds.
    const blackjack = floorTimes(mul(blackjackEdge().perStaked, ratio(100n, 2n)), WEIGHT_SCALE);
    expect(rolloverWeight('blackjack', {})).toBe(blackjack);
    expect(blackjack).toBe(252_767n);
    // Plinko's 11-row high table has an edge of 0.8398%.
    const plinko = rolloverWeight('plinko', { rows: 11, risk: 'high' });
    expect(plinko).toBeGreaterThan(WEIGHT_SCALE / 2n);
    expect(plinko).toBeLessThan(WEIGHT_SCALE);
  });

  it('lists the most each game counts, for the terms', () => {
    expect(Object.fromEntries(bestShares().map(({ game, share }) => [game, share]))).toMatchObject({
      dice: full,
      limbo: full,
      roulette: full,
      baccarat: full,
      mines: full,
      takethecrown: full,
      topdollar: half,
      blackjack: 252_767n,
    });
  });
});
