import { formatMultiplier, originalGame, type Seeds, verifyOutcome } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { FAIRNESS_GAMES } from './fairness-games';
import { computeOutcome } from './verify-outcome';

/** The worked example of docs/provably-fair.md#a-worked-example. */
const EXAMPLE: Seeds = {
  serverSeed: '3f1e5cbb2a0a4d8e9b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a',
  clientSeed: 'lucky-player-7',
  nonce: 42,
};

/**
 * What `POST /api/play/{slug}/verify` answers, computed the way its route does
 * (packages/server/src/modules/play/routes.ts): the game's schema, then `play` or the
 * multi-step verifier. The browser's answer must equal it for every game.
 */
function serverAnswer(slug: string, seeds: Seeds, params: unknown) {
  const game = originalGame(slug);
  if (!game) throw new Error(`no game ${slug}`);
  const { result, multiplier } = verifyOutcome(game, seeds, game.paramsSchema.parse(params ?? {}));
  return { result, multiplier: multiplier === null ? null : formatMultiplier(multiplier) };
}

function outcomeOf(game: string, params: unknown, seeds = EXAMPLE) {
  const computed = computeOutcome(game, seeds, params);
  if (!computed.ok) throw new Error(computed.message);
  return computed;
}

const SUIT = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' } as const;

describe('computeOutcome on the worked example of docs/provably-fair.md', () => {
  it('rolls 30.74 at dice, and pays only when the roll wins', () => {
    expect(outcomeOf('dice', { condition: 'over', target: 50.5 }).outcome.result).toEqual({ roll: 30.74 });
    expect(outcomeOf('dice', { condition: 'over', target: 50.5 }).multiplier).toBe('0');
    expect(outcomeOf('dice', { condition: 'under', target: 50.5 }).multiplier).toBe('1.96039603');
  });

  it('crashes limbo at 3.22, lands roulette on 11 and the wheel on 3, 9 and 15', () => {
    expect(outcomeOf('limbo', { target: 2 }).outcome.result).toEqual({ multiplier: 3.22 });
    expect(outcomeOf('limbo', { target: 2 }).multiplier).toBe('2');
    expect(outcomeOf('roulette', {}).outcome.result).toEqual({ pocket: 11 });
    const wheelIndex = (segments: number) =>
      (outcomeOf('wheel', { segments, risk: 'low' }).outcome.result as { index: number }).index;
    expect([wheelIndex(10), wheelIndex(30), wheelIndex(50)]).toEqual([3, 9, 15]);
  });

  it('drops the plinko ball into buckets 4, 6, 7, 8 and 10', () => {
    const bucket = (rows: number) =>
      (outcomeOf('plinko', { rows, risk: 'low' }).outcome.result as { bucket: number }).bucket;
    expect([8, 10, 12, 14, 16].map(bucket)).toEqual([4, 6, 7, 8, 10]);
  });

  it('draws the keno numbers, the mines and the cards of the example', () => {
    const kenoResult = outcomeOf('keno', { picks: [13, 1], risk: 'classic' }).outcome.result;
    expect(kenoResult).toEqual({ drawn: [13, 6, 26, 25, 14, 8, 24, 39, 35, 32], hits: 1 });
    expect(outcomeOf('mines', { mines: 5 }).outcome.result).toEqual({ mines: [7, 3, 16, 15, 8] });
    const { cards } = outcomeOf('blackjack', {}).outcome.result as {
      cards: { rank: string; suit: keyof typeof SUIT }[];
    };
    expect(cards).toHaveLength(52);
    expect(
      cards
        .slice(0, 6)
        .map((card) => `${card.rank}${SUIT[card.suit]}`)
        .join(' '),
    ).toBe('5♣ 3♠ 9♣ 9♣ 6♦ 4♠');
  });
});

describe('computeOutcome equals the server verify route', () => {
  /** Params worth a look beyond every game's own settings, which are all played too. */
  const paramsByGame: Record<string, unknown[]> = {
    dice: [
      { condition: 'over', target: 50.5 },
      { condition: 'under', target: 2 },
    ],
    limbo: [{ target: 1.01 }, { target: 5000 }],
    plinko: [
      { rows: 8, risk: 'high' },
      { rows: 13, risk: 'medium' },
    ],
    keno: [{ picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], risk: 'high' }],
    mines: [{ mines: 1 }, { mines: 24 }],
    wheel: [{ segments: 40, risk: 'medium' }],
    roulette: [
      {
        chips: [
          { bet: 'red', amount: '1' },
          { bet: 'straight:11', amount: '0.5' },
        ],
      },
    ],
    blackjack: [{}, undefined],
    baccarat: [{ player: '1', banker: '0', tie: '0.1' }],
    topdollar: [{}],
    takethecrown: [{ difficulty: 'easy' }, { difficulty: 'master' }],
  };

  for (const game of FAIRNESS_GAMES) {
    it(`gives the server's result and multiplier for ${game}`, () => {
      for (const params of [...(paramsByGame[game] ?? []), ...(originalGame(game)?.settings ?? [])]) {
        for (const nonce of [0, 1, 7, 1234]) {
          const seeds = { ...EXAMPLE, nonce };
          const computed = outcomeOf(game, params, seeds);
          expect({ result: computed.outcome.result, multiplier: computed.multiplier }).toEqual(
            serverAnswer(game, seeds, params),
          );
        }
      }
    });
  }

  it('still finds the pocket and the cards when no stakes are given', () => {
    const withStakes = outcomeOf('roulette', { chips: [{ bet: 'red', amount: '1' }] });
    const withoutStakes = outcomeOf('roulette', {});
    expect(withoutStakes.outcome.result).toEqual(withStakes.outcome.result);
    expect(withoutStakes.multiplier).toBeNull();
    const baccaratWithout = outcomeOf('baccarat', undefined);
    expect(baccaratWithout.outcome.result).toEqual(
      serverAnswer('baccarat', EXAMPLE, { player: '1', banker: '0', tie: '0' }).result,
    );
    expect(baccaratWithout.multiplier).toBeNull();
  });
});

describe('computeOutcome with bad params', () => {
  it("answers with the game's own message", () => {
    expect(computeOutcome('dice', EXAMPLE, { condition: 'over', target: 1 })).toEqual({
      ok: false,
      message: 'target must leave a win chance between 0.01% and 98%',
    });
    expect(computeOutcome('mines', EXAMPLE, { mines: 25 })).toEqual({
      ok: false,
      message: 'mines must be 1 to 24',
    });
    expect(computeOutcome('keno', EXAMPLE, { picks: [1, 1], risk: 'low' })).toEqual({
      ok: false,
      message: 'picks must not repeat a number',
    });
  });
});
