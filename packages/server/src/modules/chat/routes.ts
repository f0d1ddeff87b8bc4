import {
  chatHistoryResponseSchema,
  chatRegionParamsSchema,
  chatSendRequestSchema,
  chatSendResponseSchema,
  cleanChatText,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { ValidationError } from '../../lib/errors';
import { transactionWithEvents } from '../../lib/events';
import { requireAuth } from '../../lib/session';
import { assertMayWrite } from './chat-block';
import { listHistory } from './list-history';
import { postChatMessage } from './post-message';
import { requireRegion } from './regions';

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

    app.post(
      '/feeds/chat/:region/send',
      {
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
        const cleaned = cleanChatText(request.body.message);
        if (!cleaned.ok) throw new ValidationError(cleaned.message, 'message');
        await assertMayWrite(db, config, auth.user);
        return transactionWithEvents(db, bus, (trx, events) =>
          postChatMessage(trx, events, {
            region,
            userId: auth.user.id,
            message: cleaned.text,
            staff: auth.user.role !== 'user',
          }),
        );
      },
    );
  };
}
