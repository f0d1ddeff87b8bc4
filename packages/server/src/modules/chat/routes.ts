import {
  chatHistoryResponseSchema,
  chatRegionParamsSchema,
  chatSendRequestSchema,
  chatSendResponseSchema,
  chatStatusResponseSchema,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { requireAuth } from '../../lib/session';
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
    app.get(
      '/feeds/chat/:region/history',
      { schema: { params: chatRegionParamsSchema, response: { 200: chatHistoryResponseSchema } } },
      async (request) => {
        const region = requireRegion(config, request.params.region);
        return { messages: await listHistory(db, region) };
      },
    );

    app.get(
      '/feeds/chat/status',
      { preValidation: requireAuth, schema: { response: { 200: chatStatusResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return readChatStatus(db, config, auth.user);
      },
    );

    app.post(
      '/feeds/chat/:region/send',
      {
        ...sendLimits(app, config.chat),
        preValidation: requireAuth,
        schema: {
          params: chatRegionParamsSchema,
          body: chatSendRequestSchema,
          response: { 200: chatSendResponseSchema },
        },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const region = requireRegion(config, request.params.region);
        return sendChatMessage(db, bus, config, { region, user: auth.user, message: request.body.message });
      },
    );

    await app.register(moderationRoutes(ctx));
  };
}
