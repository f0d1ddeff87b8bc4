import { ORIGINAL_GAMES, type Seeds } from '@ante/core';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OutcomeView } from '../outcome/outcome-view';
import { computeOutcome } from '../verify-outcome';
import { GAME_FAIRNESS, gameFairnessFor } from './index';

/**
 * Fairness's list of games against core's registry: every original has its Verify
 * inputs and its outcome drawing here, so adding a game to core without them fails
 * here rather than in a player's browser (play/games/index.test.ts holds the same for
 * the game page).
 */
const SEEDS: Seeds = { serverSeed: 'web-registry', clientSeed: 'c', nonce: 7 };

function drawn(game: string, value: unknown): string {
  return renderToString(
    createElement(MantineProvider, null, createElement(OutcomeView, { outcome: { game, value } })),
  );
}

describe("fairness's registry", () => {
  it('has the pieces of every original of core, and none for a game core lacks', () => {
    for (const game of ORIGINAL_GAMES) expect(gameFairnessFor(game.slug), game.slug).toBeDefined();
    expect(GAME_FAIRNESS.map((game) => game.slug).sort()).toEqual(
      ORIGINAL_GAMES.map((game) => game.slug).sort(),
    );
    for (const name of ['constructor', '__proto__', 'toString'])
      expect(gameFairnessFor(name)).toBeUndefined();
  });

  it.each(ORIGINAL_GAMES.map((game) => [game.slug, game] as const))(
    '%s has its Verify inputs and outcome drawing',
    (slug, game) => {
      const fairness = gameFairnessFor(slug);
      if (!fairness) throw new Error(`no fairness pieces for ${slug}`);
      expect(typeof fairness.verifyParams.Form).toBe('function');
      // Every setting the game declares goes through the Verify tab's inputs and is drawn.
      for (const setting of game.settings) {
        const inputs = fairness.verifyParams.fromParams(
          setting as Record<string, unknown>,
          fairness.verifyParams.initial,
        );
        const computed = computeOutcome(slug, SEEDS, fairness.verifyParams.toParams(inputs));
        if (!computed.ok) throw new Error(`${slug} ${JSON.stringify(setting)}: ${computed.message}`);
        const value = fairness.outcome.fromVerify(computed.outcome.params, computed.outcome.result);
        const summary = fairness.outcome.describe(value);
        const html = drawn(slug, value);
        expect(html).toContain('<div class=');
        if (summary !== null) expect(html).toContain(`>${summary}</p>`);
      }
    },
  );
});
