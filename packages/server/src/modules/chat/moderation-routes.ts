import { backOfficeApi, chatApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { staffAction } from '../../lib/staff-action';
import { deleteMessage } from './delete-message';
import { listMutes } from './list-mutes';
import { listStaffMessages } from './list-staff-messages';
import { mutePlayer } from './mute-player';

/**
 * Chat moderation (permission chat.moderate): mute, a player's earlier mutes, recent
 * messages, delete one message; each change on the audit log.
 */
export function moderationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { bus } = ctx;
  const { db } = ctx.database;
  return async function plugin(app) {
    register(app, chatApi.mute, async (request, _reply, auth) =>
      staffAction(db, bus, request, auth, async (trx, events) => {
        const { mute, targetId } = await mutePlayer(trx, events, auth.user, request.body);
        return { result: mute, audit: { action: 'chat.mute', targetUserId: targetId, after: mute } };
      }),
    );

    register(app, chatApi.mutes, async (request) => ({ mutes: await listMutes(db, request.query.username) }));

    register(app, backOfficeApi.chatMessages, async (request) =>
      listStaffMessages(db, ctx.config, request.query),
    );

    register(app, chatApi.deleteMessage, async (request, _reply, auth) => {
      return staffAction(db, bus, request, auth, async (trx, events) => {
        const removed = await deleteMessage(trx, events, auth.user, request.body.id);
        return {
          result: { id: request.body.id, deleted: true as const },
          audit: {
            action: 'chat.delete',
            targetUserId: removed?.userId ?? null,
            target: request.body.id,
            before: removed ? { message: removed.message } : null,
            after: removed ? { removed: true } : { alreadyRemoved: true },
          },
        };
      });
    });
  };
}
