import { gameMessageRequestSchema, gameMessageResponseSchema } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { requireAdmin } from '../../lib/session';
import { sendGameMessage } from './send-game-message';

/** Staff calls (role admin). So far the game message (docs/product.md#errors-the-player-sees). */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async function plugin(app) {
    app.post(
      '/admin/game-message',
      {
        preValidation: requireAdmin,
        schema: { body: gameMessageRequestSchema, response: { 200: gameMessageResponseSchema } },
      },
      async (request) => {
        const auth = await requireAdmin(request);
        const input = request.body;
        const result = await sendGameMessage(ctx.database.db, ctx.bus, input);
        request.log.info({ staffId: auth.user.id, ...input }, 'game message sent');
        return result;
      },
    );
  };
}
