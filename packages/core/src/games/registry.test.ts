import { describe, expect, it } from 'vitest';
import { compare, ONE, ratio, sub } from '../rollover/ratio';
import { ORIGINAL_GAME_NAMES, originalGameName } from './names';
import type { OutcomeDistribution } from './outcomes';
import { ORIGINAL_GAMES, originalGame, verifyOutcome } from './registry';
import { distributionMoments, EXAMPLE, expectMeanOfPlay } from './shared/test-support';
import { GameRuleError, type MultiStepGame } from './types';

/**
 * The registry is the one place a game is listed, so what every game must declare is
 * checked here, for every game it holds: a new game is held to the same rules
 * without this file changing.
 */
const seeds = (nonce: number) => ({ serverSeed: 'registry', clientSeed: 'c', nonce });

/** The exact return per unit staked of a distribution, as a ratio of bigints. */
function exactReturn({ stake, outcomes }: OutcomeDistribution) {
  let total = 0n;
  let returned = 0n;
  for (const { weight, returned: back } of outcomes) {
    total += weight;
    returned += weight * back;
  }
  return ratio(returned, total * stake);
}

/**
 * Actions a multi-step game's rounds are played with, tried in turn from a place that
 * moves with the nonce and the step, so the rounds take different paths; the rules
 * refuse those a state does not allow. A new multi-step game adds its own here.
 */
const MOVES: Record<string, readonly unknown[]> = {
  mines: Array.from({ length: 25 }, (_, tile) => ({ action: 'reveal', tile })),
  takethecrown: Array.from({ length: 4 }, (_, tile) => ({ action: 'pick', tile })),
  topdollar: ['higher', 'lower', 'higher', 'lower', 'skip'].map((action) => ({ action })),
  blackjack: ['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'].map((action) => ({ action })),
};

/** The step `attempt` gives, or null when the rules refuse it in this state. */
function allowed<T>(attempt: () => T): T | null {
  try {
    return attempt();
  } catch (error) {
    if (error instanceof GameRuleError) return null;
    throw error;
  }
}

/**
 * Every view a round shows, from the deal to its end: a few steps, cashing out at a
 * step that moves with the nonce where the game allows it.
 */
function playedViews(game: MultiStepGame<any, any, any, unknown>, params: unknown, nonce: number): unknown[] {
  const moves = MOVES[game.slug] ?? [];
  let step = game.start(seeds(nonce), params);
  const views = [game.view(step.state)];
  for (let turn = 0; !step.finished && turn < 12; turn += 1) {
    const state = step.state;
    const cashout = turn === 1 + (nonce % 4) ? allowed(() => game.cashout(state)) : null;
    const next =
      cashout ??
      moves
        .map((_, offset) => moves[(nonce + turn * 7 + offset) % moves.length])
        .map((action) => allowed(() => game.act(seeds(nonce), state, action)))
        .find((outcome) => outcome !== null);
    if (!next) break;
    step = next;
    views.push(game.view(step.state));
  }
  return views;
}

/** "97.3" -> 973/1000: the catalogue's percent as an exact ratio of one. */
function statedReturn(rtp: string) {
  const [whole = '', fraction = ''] = rtp.split('.');
  return ratio(BigInt(whole + fraction), 100n * 10n ** BigInt(fraction.length));
}

describe('the game registry', () => {
  it('holds every game once, under its own slug, as single- or multi-step', () => {
    const slugs = ORIGINAL_GAMES.map((game) => game.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const game of ORIGINAL_GAMES) {
      expect(originalGame(game.slug)).toBe(game);
      expect(['single', 'multi']).toContain(game.kind);
      expect(game.name).not.toBe('');
      expect(game.settings.length).toBeGreaterThan(0);
    }
  });

  it("finds nothing under the names of Object.prototype's members", () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'hilo']) {
      expect(originalGame(name)).toBeUndefined();
      expect(originalGameName(name)).toBeUndefined();
    }
  });

  it('names the same games, in the same order, as the table of names pages load without the games', () => {
    expect(ORIGINAL_GAMES.map((game) => [game.slug, game.name])).toEqual(Object.entries(ORIGINAL_GAME_NAMES));
    for (const game of ORIGINAL_GAMES) expect(originalGameName(game.slug)).toBe(game.name);
  });

  it.each(ORIGINAL_GAMES.map((game) => [game.slug, game] as const))(
    '%s states an RTP below 100% that its odds bear out',
    (_slug, game) => {
      expect(game.rtp).toMatch(/^\d{2}(\.\d{1,2})?$/);
      const stated = statedReturn(game.rtp);
      expect(compare(stated, ONE)).toBeLessThan(0);
      const returns = game.settings.map((raw) => game.odds(game.paramsSchema.parse(raw)));
      for (const odds of returns) {
        if ('stated' in odds) {
          // An edge the welcome offer assumes may be smaller than the catalogue's, never larger.
          expect(compare(odds.stated.edge, sub(ONE, stated))).toBeLessThanOrEqual(0);
          continue;
        }
        expect(compare(exactReturn(odds.distribution), ONE)).toBeLessThan(0);
      }
      // Where the return depends on the settings, the catalogue gives the best they offer,
      // near enough: within half a point, the band every table is held to (98.5% to 99.5%).
      const exact = returns.flatMap((odds) => ('distribution' in odds ? [odds.distribution] : []));
      if (exact.length === 0) return;
      const best = Math.max(...exact.map((distribution) => distributionMoments(distribution).mean));
      expect(Math.abs(best - Number(game.rtp) / 100)).toBeLessThan(0.005);
    },
  );

  it.each(ORIGINAL_GAMES.filter((game) => game.kind === 'single').map((game) => [game.slug, game] as const))(
    '%s pays on average what its odds say, over seeded rounds of its first and last settings',
    (_slug, game) => {
      if (game.kind !== 'single') return;
      for (const raw of new Set([game.settings[0], game.settings.at(-1)])) {
        const params = game.paramsSchema.parse(raw);
        const odds = game.odds(params);
        if (!('distribution' in odds)) throw new Error(`${game.slug} states its odds`);
        expectMeanOfPlay(odds.distribution, (nonce) => game.play(seeds(nonce), params).multiplier);
      }
    },
    60_000,
  );

  it.each(ORIGINAL_GAMES.filter((game) => game.kind === 'single').map((game) => [game.slug, game] as const))(
    '%s gives results its own result schema reads back unchanged, as the web reads them',
    (_slug, game) => {
      if (game.kind !== 'single') return;
      for (const raw of game.settings) {
        const params = game.paramsSchema.parse(raw);
        for (let nonce = 0; nonce < 5; nonce += 1) {
          const { result } = game.play(seeds(nonce), params);
          expect(game.resultSchema.parse(JSON.parse(JSON.stringify(result)))).toEqual(result);
        }
      }
    },
  );

  it.each(ORIGINAL_GAMES.filter((game) => game.kind === 'multi').map((game) => [game.slug, game] as const))(
    '%s shows views its own result schema reads back unchanged, at every step of played rounds',
    (slug, game) => {
      if (game.kind !== 'multi') return;
      expect(MOVES[slug], `moves to play ${slug} with`).toBeDefined();
      for (const raw of game.settings) {
        const params = game.paramsSchema.parse(raw);
        const rounds = 8;
        const views = Array.from({ length: rounds }, (_, nonce) => playedViews(game, params, nonce)).flat();
        // Rounds get past their deal (a blackjack may end on it, a mine on the first step).
        expect(views.length).toBeGreaterThan(rounds);
        for (const view of views) {
          expect(game.resultSchema.parse(JSON.parse(JSON.stringify(view)))).toEqual(view);
        }
      }
    },
  );

  it.each(ORIGINAL_GAMES.map((game) => [game.slug, game] as const))(
    '%s plays every setting the same way twice, never above its maximum',
    (_slug, game) => {
      for (const raw of game.settings) {
        const params = game.paramsSchema.parse(raw);
        const max = game.maxMultiplier(params);
        expect(max).toBeGreaterThan(0n);
        for (let nonce = 0; nonce < 20; nonce += 1) {
          expect(verifyOutcome(game, seeds(nonce), params)).toEqual(
            verifyOutcome(game, seeds(nonce), params),
          );
          if (game.kind === 'single') {
            const { multiplier } = game.play(seeds(nonce), params);
            expect(multiplier).toBeGreaterThanOrEqual(0n);
            expect(multiplier).toBeLessThanOrEqual(max);
          } else {
            // The state is kept in a jsonb column and the view is sent as JSON.
            const { state } = game.start(seeds(nonce), params);
            expect(JSON.parse(JSON.stringify(state))).toEqual(state);
            expect(JSON.parse(JSON.stringify(game.view(state)))).toEqual(game.view(state));
          }
        }
      }
    },
  );

  it('verifies the worked example of docs/provably-fair.md', () => {
    const verify = (slug: string, params: unknown) => {
      const game = originalGame(slug);
      if (!game) throw new Error(`no game ${slug}`);
      return verifyOutcome(game, EXAMPLE, game.paramsSchema.parse(params));
    };
    expect(verify('dice', { condition: 'under', target: 50.5 })).toEqual({
      result: { roll: 30.74 },
      multiplier: 196_039_603n,
    });
    const cards = { cards: expect.arrayContaining([{ rank: '5', suit: 'clubs' }]) };
    expect(verify('mines', { mines: 5 })).toEqual({ result: { mines: [7, 3, 16, 15, 8] }, multiplier: null });
    expect(verify('blackjack', {})).toEqual({ result: cards, multiplier: null });
    expect(verify('topdollar', {})).toEqual({ result: cards, multiplier: null });
    expect(verify('takethecrown', { difficulty: 'hard' })).toEqual({
      result: { traps: expect.any(Array) },
      multiplier: null,
    });
  });
});
