import { chatApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { listHistory } from './list-history';
import { moderationRoutes } from './moderation-routes';
import { readChatStatus } from './read-chat-status';
import { requireRegion } from './regions';
import { sendLimits } from './send-limits';
import { sendChatMessage } from './send-message';

/** Chat by region (modules/chat/README.md). */
export function chatRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config, bus } = ctx;
  const { db } = ctx.database;
  return async function plugin(app) {
    register(app, chatApi.history, async (request) => {
      const region = requireRegion(config, request.params.region);
      return { messages: await listHistory(db, region) };
    });

    register(app, chatApi.status, async (_request, _reply, auth) => readChatStatus(db, config, auth.user));

    register(
      app,
      chatApi.send,
      async (request, _reply, auth) => {
        const region = requireRegion(config, request.params.region);
        return sendChatMessage(db, bus, config, { region, user: auth.user, message: request.body.message });
      },
      sendLimits(app, config.chat),
    );

    await app.register(moderationRoutes(ctx));
  };
}
