import { describe, expect, it } from 'vitest';
import { MULTI_STEP_GAMES, MULTI_STEP_VERIFIERS } from './index';
import { EXAMPLE } from './test-support';

const PARAMS: Record<string, unknown> = {
  mines: { mines: 5 },
  blackjack: {},
  topdollar: {},
  takethecrown: { difficulty: 'easy' },
};

describe('multi-step catalogue', () => {
  it('holds the four games under their own slugs, each with a verifier', () => {
    expect([...MULTI_STEP_GAMES.keys()].sort()).toEqual(['blackjack', 'mines', 'takethecrown', 'topdollar']);
    for (const [slug, game] of MULTI_STEP_GAMES) expect(game.slug).toBe(slug);
    expect([...MULTI_STEP_VERIFIERS.keys()].sort()).toEqual([...MULTI_STEP_GAMES.keys()].sort());
    for (const name of ['hilo', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(MULTI_STEP_GAMES.get(name)).toBeUndefined();
      expect(MULTI_STEP_VERIFIERS.get(name)).toBeUndefined();
    }
  });

  it('starts every game in a state and view that survive JSON unchanged (the jsonb column)', () => {
    for (const [slug, game] of MULTI_STEP_GAMES) {
      const params = game.paramsSchema.parse(PARAMS[slug]);
      const { state } = game.start(EXAMPLE, params);
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      expect(JSON.parse(JSON.stringify(game.view(state)))).toEqual(game.view(state));
      expect(game.maxMultiplier(params)).toBeGreaterThan(0n);
    }
  });

  it('verifies the worked example', () => {
    const cards = { cards: expect.arrayContaining([{ rank: '5', suit: 'clubs' }]) };
    expect(MULTI_STEP_VERIFIERS.get('mines')?.(EXAMPLE, { mines: 5 })).toEqual({ mines: [7, 3, 16, 15, 8] });
    expect(MULTI_STEP_VERIFIERS.get('blackjack')?.(EXAMPLE, {})).toEqual(cards);
    expect(MULTI_STEP_VERIFIERS.get('topdollar')?.(EXAMPLE, {})).toEqual(cards);
    expect(MULTI_STEP_VERIFIERS.get('takethecrown')?.(EXAMPLE, { difficulty: 'hard' })).toEqual({
      traps: expect.any(Array),
    });
  });
});
