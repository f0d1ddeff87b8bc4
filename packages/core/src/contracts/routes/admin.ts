import { gameMessageRequestSchema, gameMessageResponseSchema } from '../admin';
import { defineRoute } from '../route';

/** Calls for admins only (docs/product.md#errors-the-player-sees for the game message). */
export const adminApi = {
  gameMessage: defineRoute({
    method: 'POST',
    path: '/admin/game-message',
    body: gameMessageRequestSchema,
    response: gameMessageResponseSchema,
    auth: 'admin',
  }),
};
