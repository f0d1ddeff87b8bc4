import { adminApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { sendGameMessage } from './send-game-message';

/** Staff calls (role admin). So far the game message (docs/product.md#errors-the-player-sees). */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async function plugin(app) {
    register(app, adminApi.gameMessage, async (request, _reply, auth) => {
      const input = request.body;
      const result = await sendGameMessage(ctx.database.db, ctx.bus, input);
      request.log.info({ staffId: auth.user.id, ...input }, 'game message sent');
      return result;
    });
  };
}
