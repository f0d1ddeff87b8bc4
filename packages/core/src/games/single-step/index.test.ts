import { describe, expect, it } from 'vitest';
import { EXAMPLE } from '../../fair/byte-stream.test';
import { SINGLE_STEP_GAMES } from './index';

/** One valid bet per game, as it would arrive on the wire. */
const SAMPLE_PARAMS: Record<string, unknown> = {
  dice: { condition: 'under', target: 50 },
  limbo: { target: 2 },
  roulette: { chips: [{ bet: 'straight:11', amount: '1' }] },
  plinko: { rows: 8, risk: 'low' },
  keno: { picks: [13, 6], risk: 'classic' },
  wheel: { segments: 10, risk: 'low' },
  baccarat: { player: '1' },
};

describe('single-step registry', () => {
  it('holds every game under its own slug', () => {
    expect([...SINGLE_STEP_GAMES.keys()].sort()).toEqual(Object.keys(SAMPLE_PARAMS).sort());
    for (const [slug, game] of SINGLE_STEP_GAMES) expect(game.slug).toBe(slug);
  });

  it("finds nothing under the names of Object.prototype's members", () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(SINGLE_STEP_GAMES.get(name)).toBeUndefined();
    }
  });

  it.each(Object.keys(SAMPLE_PARAMS))('validates and plays %s, never paying above its maximum', (slug) => {
    const game = SINGLE_STEP_GAMES.get(slug);
    if (!game) throw new Error(`no game ${slug}`);
    const params = game.paramsSchema.parse(SAMPLE_PARAMS[slug]);
    for (let nonce = 0; nonce < 50; nonce += 1) {
      const first = game.play({ ...EXAMPLE, nonce }, params);
      expect(game.play({ ...EXAMPLE, nonce }, params)).toEqual(first);
      expect(first.multiplier).toBeGreaterThanOrEqual(0n);
      expect(first.multiplier).toBeLessThanOrEqual(game.maxMultiplier(params));
    }
  });
});
