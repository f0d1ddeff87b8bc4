import { showsApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { register } from '../../lib/register-route';
import { STUDIO_PROVIDER_ID } from '../providers/providers-file';

/**
 * The live show as this node last relayed it, with this node's clock, so a page can
 * draw the round before its socket's first event (docs/game-show.md). Public: spectators
 * watch without logging in.
 */
export function showsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async function plugin(app) {
    register(app, showsApi.state, async (request) => {
      const { slug } = request.params;
      const game = await ctx.database.db
        .selectFrom('games')
        .select(['slug', 'enabled', 'provider_id', 'categories'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      const studio = ctx.providers.get(STUDIO_PROVIDER_ID);
      const state = ctx.shows.current();
      const isShow =
        game?.enabled && game.provider_id === STUDIO_PROVIDER_ID && game.categories.includes('game-shows');
      if (!isShow || !studio || !ctx.config.studio.show) {
        throw new NotFound(`There is no live show called ${slug}.`);
      }
      return {
        state: state && state.game === slug ? state : null,
        studioUrl: new URL(studio.launchUrl).origin,
        now: Date.now(),
      };
    });
  };
}
