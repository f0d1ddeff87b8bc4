import {
  chatDeleteRequestSchema,
  chatDeleteResponseSchema,
  chatMuteRequestSchema,
  chatMuteResponseSchema,
  chatMutesQuerySchema,
  chatMutesResponseSchema,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { requireStaff } from '../../lib/session';
import { deleteMessage } from './delete-message';
import { listMutes } from './list-mutes';
import { mutePlayer } from './mute-player';

/** Chat moderation, for support and admin: mute, a player's earlier mutes, delete one message. */
export function moderationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { bus } = ctx;
  const { db } = ctx.database;
  return async function plugin(app) {
    app.post(
      '/feeds/chat/mute',
      {
        preValidation: requireStaff,
        schema: { body: chatMuteRequestSchema, response: { 200: chatMuteResponseSchema } },
      },
      async (request) => {
        const auth = await requireStaff(request);
        return mutePlayer(db, bus, auth.user, request.body);
      },
    );

    app.get(
      '/admin/chat/mutes',
      {
        preValidation: requireStaff,
        schema: { querystring: chatMutesQuerySchema, response: { 200: chatMutesResponseSchema } },
      },
      async (request) => ({ mutes: await listMutes(db, request.query.username) }),
    );

    app.post(
      '/admin/chat/delete',
      {
        preValidation: requireStaff,
        schema: { body: chatDeleteRequestSchema, response: { 200: chatDeleteResponseSchema } },
      },
      async (request) => {
        const auth = await requireStaff(request);
        await deleteMessage(db, bus, auth.user, request.body.id);
        return { id: request.body.id, deleted: true as const };
      },
    );
  };
}
