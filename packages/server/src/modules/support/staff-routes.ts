import { SUPPORT_HISTORY_LIMIT, supportApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { register } from '../../lib/register-route';
import { siteUrl } from '../../lib/site-url';
import { staffAction } from '../../lib/staff-action';
import { closeConversation } from './close-conversation';
import { listInbox } from './list-inbox';
import { sendAwayMail } from './mail-away-reply';
import { readMessages, readSummary } from './present';
import { replyToConversation } from './reply-to-conversation';
import { takeConversation } from './take-conversation';

/** The staff's side of live support: the inbox, a conversation, take, reply and close. */
export function supportStaffRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config, bus, mailer, afterResponse } = ctx;
  const { db } = ctx.database;
  return async function plugin(app) {
    register(app, supportApi.inbox, async (request, _reply, auth) => ({
      conversations: await listInbox(db, { view: request.query.view, staffId: auth.user.id }),
    }));

    register(app, supportApi.thread, async (request) => {
      const conversation = await readSummary(db, request.params.id);
      if (!conversation) throw new NotFound('There is no such conversation.');
      return { conversation, messages: await readMessages(db, conversation.id, SUPPORT_HISTORY_LIMIT) };
    });

    register(app, supportApi.take, async (request, _reply, auth) =>
      staffAction(db, bus, request, auth, (trx, events) =>
        takeConversation(trx, events, { conversationId: request.params.id, staffId: auth.user.id }),
      ),
    );

    register(app, supportApi.reply, async (request, _reply, auth) => {
      const { conversation, message, awayMail } = await staffAction(db, bus, request, auth, (trx, events) =>
        replyToConversation(trx, events, {
          conversationId: request.params.id,
          staff: { id: auth.user.id, username: auth.user.username },
          message: request.body.message,
        }),
      );
      if (awayMail) {
        const site = siteUrl(request, config);
        afterResponse.run(request.log, 'support away e-mail', async () => {
          const delivered = await sendAwayMail(mailer, site, awayMail);
          if (!delivered)
            request.log.info(
              { conversationId: conversation.id },
              'e-mail not sent (no SMTP_URL): support reply',
            );
        });
      }
      return { conversation, message };
    });

    register(app, supportApi.close, async (request, _reply, auth) =>
      staffAction(db, bus, request, auth, (trx, events) =>
        closeConversation(trx, events, { conversationId: request.params.id }),
      ),
    );
  };
}
