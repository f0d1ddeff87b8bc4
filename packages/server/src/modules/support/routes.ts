import { supportApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { counter } from '../../lib/rate-limit';
import { register } from '../../lib/register-route';
import { isSecureRequest } from '../../lib/request-info';
import { markSupportRead, readOwnConversation, readSupportStatus } from './read-conversation';
import { sendSupportMessage } from './send-support-message';
import { supportCaller } from './support-caller';
import { setSupportCookie } from './visitor-token';

/** Conversations a visitor's address may start in an hour: each is a row and an inbox entry. */
export const VISITOR_CONVERSATIONS_PER_HOUR = 5;

/** The player's and visitor's side of live support (docs/live-support.md). */
export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config, bus } = ctx;
  const { db } = ctx.database;
  return async function plugin(app) {
    const newVisitorConversations = counter(app, {
      max: VISITOR_CONVERSATIONS_PER_HOUR,
      windowMs: 3_600_000,
      name: 'support-visitor-conversations',
      key: (request) => `ip:${request.ip}`,
      message: () => 'You have started several conversations from here in the last hour. Try again later.',
    });

    register(app, supportApi.conversation, async (request) => ({
      conversation: await readOwnConversation(db, await supportCaller(db, request)),
    }));

    register(app, supportApi.status, async (request) =>
      readSupportStatus(db, await supportCaller(db, request)),
    );

    register(app, supportApi.send, async (request, reply) => {
      const caller = await supportCaller(db, request);
      // Only a message that can start a conversation counts: one without an address is refused anyway.
      if (caller.kind === 'stranger' && request.body.email) await newVisitorConversations.hit(request);
      const sent = await sendSupportMessage(db, bus, { caller, ...request.body });
      if (sent.visitorToken) setSupportCookie(reply, sent.visitorToken, isSecureRequest(request, config));
      return { message: sent.message };
    });

    register(app, supportApi.read, async (request) => {
      await markSupportRead(db, await supportCaller(db, request));
      return { unread: 0 } as const;
    });
  };
}
