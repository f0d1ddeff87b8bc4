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
    expect(Object.keys(MULTI_STEP_GAMES).sort()).toEqual(['blackjack', 'mines', 'takethecrown', 'topdollar']);
    for (const [slug, game] of Object.entries(MULTI_STEP_GAMES)) expect(game.slug).toBe(slug);
    expect(Object.keys(MULTI_STEP_VERIFIERS).sort()).toEqual(Object.keys(MULTI_STEP_GAMES).sort());
    expect(MULTI_STEP_GAMES.hilo).toBeUndefined();
  });

  it('starts every game in a state and view that survive JSON unchanged (the jsonb column)', () => {
    for (const [slug, game] of Object.entries(MULTI_STEP_GAMES)) {
      const params = game.paramsSchema.parse(PARAMS[slug]);
      const { state } = game.start(EXAMPLE, params);
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      expect(JSON.parse(JSON.stringify(game.view(state)))).toEqual(game.view(state));
      expect(game.maxMultiplier(params)).toBeGreaterThan(0n);
    }
  });

  it('verifies the worked example', () => {
    const cards = { cards: expect.arrayContaining([{ rank: '5', suit: 'clubs' }]) };
    expect(MULTI_STEP_VERIFIERS.mines?.(EXAMPLE, { mines: 5 })).toEqual({ mines: [7, 3, 16, 15, 8] });
    expect(MULTI_STEP_VERIFIERS.blackjack?.(EXAMPLE, {})).toEqual(cards);
    expect(MULTI_STEP_VERIFIERS.topdollar?.(EXAMPLE, {})).toEqual(cards);
    expect(MULTI_STEP_VERIFIERS.takethecrown?.(EXAMPLE, { difficulty: 'hard' })).toEqual({
      traps: expect.any(Array),
    });
  });
});
