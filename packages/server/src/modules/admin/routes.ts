import { type GameMessageResponse, gameMessageRequestSchema } from '@ante/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { requireAdmin } from '../../lib/session';
import { parseInput } from '../../lib/validate';
import { sendGameMessage } from './send-game-message';

/** Staff calls (role admin). So far the game message of spec section 8. */
export function adminRoutes(ctx: AppContext) {
  return async function plugin(app: FastifyInstance) {
    app.post('/admin/game-message', async (request): Promise<GameMessageResponse> => {
      const auth = await requireAdmin(request);
      const input = parseInput(gameMessageRequestSchema, request.body);
      const result = await sendGameMessage(ctx.database.db, ctx.bus, input);
      request.log.info({ staffId: auth.user.id, ...input }, 'game message sent');
      return result;
    });
  };
}
