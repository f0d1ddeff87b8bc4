import { chatApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { deleteMessage } from './delete-message';
import { listMutes } from './list-mutes';
import { mutePlayer } from './mute-player';

/** Chat moderation, for support and admin: mute, a player's earlier mutes, delete one message. */
export function moderationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { bus } = ctx;
  const { db } = ctx.database;
  return async function plugin(app) {
    register(app, chatApi.mute, async (request, _reply, auth) =>
      mutePlayer(db, bus, auth.user, request.body),
    );

    register(app, chatApi.mutes, async (request) => ({ mutes: await listMutes(db, request.query.username) }));

    register(app, chatApi.deleteMessage, async (request, _reply, auth) => {
      await deleteMessage(db, bus, auth.user, request.body.id);
      return { id: request.body.id, deleted: true as const };
    });
  };
}
