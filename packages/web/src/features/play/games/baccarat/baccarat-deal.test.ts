import {
  type BaccaratParams,
  baccaratStakeAtoms,
  type Card,
  dealBaccarat,
  toDecimalString,
} from '@ante/core';
import { describe, expect, it } from 'vitest';
import { baccaratStake, dealOrder, handTotal, paysToOne, placeBaccaratChip } from './baccarat-deal';

const card = (rank: Card['rank'], suit: Card['suit'] = 'spades'): Card => ({ rank, suit });

/** Deals a coup from a fixed list of cards through core's own dealer. */
function coup(ranks: Card['rank'][]) {
  let next = 0;
  return dealBaccarat(() => card(ranks[next++] ?? '2'));
}

describe('dealOrder', () => {
  it('alternates player and banker, then the third cards', () => {
    // Player 2+3 = 5 draws; banker K+Q = 0 draws after any third card.
    const result = coup(['2', '3', 'K', 'Q', '4', '9']);
    expect(result.playerCards).toHaveLength(3);
    expect(result.bankerCards).toHaveLength(3);
    const order = dealOrder(result);
    expect(order.map((dealt) => `${dealt.hand[0]}${dealt.slot}`)).toEqual([
      'p0',
      'b0',
      'p1',
      'b1',
      'p2',
      'b2',
    ]);
    expect(order.map((dealt) => dealt.card.rank)).toEqual(['2', 'K', '3', 'Q', '4', '9']);
  });

  it('deals four cards on a natural', () => {
    const result = coup(['4', '4', '2', '3']);
    expect(dealOrder(result)).toHaveLength(4);
  });

  it('deals only the banker a third card when the player stands', () => {
    // Player 3+4 = 7 stands; banker 2+2 = 4 draws.
    const order = dealOrder(coup(['3', '4', '2', '2', '5']));
    expect(order.map((dealt) => `${dealt.hand[0]}${dealt.slot}`)).toEqual(['p0', 'b0', 'p1', 'b1', 'b2']);
  });
});

describe('handTotal', () => {
  it('counts faces and tens as 0 and keeps the last digit', () => {
    expect(handTotal([card('K'), card('9')])).toBe(9);
    expect(handTotal([card('7'), card('8')])).toBe(5);
    expect(handTotal([card('A'), card('10'), card('Q')])).toBe(1);
  });

  it("agrees with core's totals", () => {
    const result = coup(['6', '7', '9', 'J', '8', '3']);
    expect(handTotal(result.playerCards)).toBe(result.playerTotal);
    expect(handTotal(result.bankerCards)).toBe(result.bankerTotal);
  });
});

describe('spots', () => {
  it('stack chips and total them as the server does', () => {
    let params: BaccaratParams = { player: '0', banker: '0', tie: '0' };
    params = placeBaccaratChip(params, 'player', 10n ** 16n);
    params = placeBaccaratChip(params, 'player', 10n ** 16n);
    params = placeBaccaratChip(params, 'tie', 10n ** 15n);
    expect(params).toEqual({ player: '0.02', banker: '0', tie: '0.001' });
    expect(baccaratStake(params)).toBe(toDecimalString(baccaratStakeAtoms(params)));
    expect(baccaratStake({ player: '0', banker: '0', tie: '0' })).toBeNull();
  });

  it("print core's payouts to one", () => {
    expect(paysToOne('player')).toBe('1:1');
    expect(paysToOne('banker')).toBe('0.95:1');
    expect(paysToOne('tie')).toBe('8:1');
  });
});
