import { ORIGINAL_GAMES, type Seeds } from '@ante/core';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OutcomeView } from '../../fairness/outcome/outcome-view';
import { computeOutcome } from '../../fairness/verify-outcome';
import { GAME_UIS, gameUiFor } from './index';

/**
 * The web's list of games against core's registry: every original has a table here
 * with every piece the shell, the Fairness window and the bet slip read, so adding a
 * game to core without its web pieces fails here rather than in a player's browser.
 */
const SEEDS: Seeds = { serverSeed: 'web-registry', clientSeed: 'c', nonce: 7 };

function drawn(game: string, value: unknown): string {
  return renderToString(
    createElement(MantineProvider, null, createElement(OutcomeView, { outcome: { game, value } })),
  );
}

describe('the web registry', () => {
  it('has a table for every original of core, of the same kind, and none for a game core lacks', () => {
    for (const game of ORIGINAL_GAMES) {
      const ui = gameUiFor(game.slug);
      expect(ui, game.slug).toBeDefined();
      expect(ui?.kind).toBe(game.kind);
    }
    expect(GAME_UIS.map((ui) => ui.slug).sort()).toEqual(ORIGINAL_GAMES.map((game) => game.slug).sort());
    for (const name of ['constructor', '__proto__', 'toString']) expect(gameUiFor(name)).toBeUndefined();
  });

  it.each(ORIGINAL_GAMES.map((game) => [game.slug, game] as const))(
    '%s has its board, rules, Verify inputs and outcome drawing',
    (slug, game) => {
      const ui = gameUiFor(slug);
      if (!ui) throw new Error(`no table for ${slug}`);
      expect(typeof ui.Board).toBe('function');
      expect(ui.rules.length).toBeGreaterThan(0);
      if (ui.kind === 'multi') expect(typeof ui.canCashout).toBe('function');
      expect(typeof ui.verifyParams.Form).toBe('function');
      // Every setting the game declares goes through the Verify tab's inputs and is drawn.
      for (const setting of game.settings) {
        const inputs = ui.verifyParams.fromParams(
          setting as Record<string, unknown>,
          ui.verifyParams.initial,
        );
        const computed = computeOutcome(slug, SEEDS, ui.verifyParams.toParams(inputs));
        if (!computed.ok) throw new Error(`${slug} ${JSON.stringify(setting)}: ${computed.message}`);
        const value = ui.outcome.fromVerify(computed.outcome.params, computed.outcome.result);
        const summary = ui.outcome.describe(value);
        const html = drawn(slug, value);
        expect(html).toContain('<div class=');
        if (summary !== null) expect(html).toContain(`>${summary}</p>`);
      }
    },
  );
});
