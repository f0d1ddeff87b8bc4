import { z } from 'zod';
import { hasStackedMarks, stackedMarksMessage } from '../validation/player-text';

/**
 * Operator calls, for staff (role admin). `POST /api/admin/game-message` sends a
 * game message (docs/product.md#errors-the-player-sees): the players it reaches see an error toast titled
 * with the message while they are on that game's page, for example to announce that
 * a game is paused for maintenance.
 */
export const gameMessageRequestSchema = z
  .object({
    gameSlug: z
      .string({ error: 'gameSlug is required' })
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'gameSlug must be a game slug such as dice'),
    message: z
      .string({ error: 'message is required' })
      .trim()
      .min(1, 'message is required')
      .max(200, 'message is at most 200 characters')
      .refine((message) => !hasStackedMarks(message), stackedMarksMessage('message')),
    /** One player; without it, every player logged in anywhere. */
    username: z.string().min(1).max(64).optional(),
  })
  .strict();
export type GameMessageRequest = z.infer<typeof gameMessageRequestSchema>;

export const gameMessageResponseSchema = z.object({ audience: z.enum(['player', 'everyone']) });
export type GameMessageResponse = z.infer<typeof gameMessageResponseSchema>;
