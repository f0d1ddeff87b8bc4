import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../lib/config';
import { counter, extraLimit, type Limit } from '../../lib/rate-limit';
import type { RouteServerOptions } from '../../lib/register-route';

/**
 * Anti-spam for what a player puts in a room: by default at most one message every
 * 2 seconds and 10 a minute (CHAT_SEND_BURST, CHAT_SEND_PER_MINUTE). Both count per
 * player in the rate-limit store (Redis when configured), so a player whose requests
 * land on different nodes still gets one allowance. Logged-out requests are not
 * counted: the route answers them 401.
 *
 * Everything a player causes to appear in a room draws on this one allowance under
 * the same names: a message, a tip shown in the room, a rain. A tip or rain over the
 * limit is refused and moves no money (docs/chat.md says why).
 */
const BURST_WINDOW_MS = 2_000;
const MINUTE_MS = 60_000;

type SendAllowance = Pick<Config['chat'], 'sendBurst' | 'sendPerMinute'>;

function waitMessage(retryAfterMs: number): string {
  return `You are sending messages too fast. Wait ${seconds(retryAfterMs)} s and try again.`;
}

function seconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1_000));
}

function counts(chat: SendAllowance, message: (retryAfterMs: number) => string) {
  const common: Partial<Limit> = { playersOnly: true, message };
  return {
    burst: { ...common, max: chat.sendBurst, windowMs: BURST_WINDOW_MS, name: 'chat-send:burst' },
    minute: { ...common, max: chat.sendPerMinute, windowMs: MINUTE_MS, name: 'chat-send:minute' },
  };
}

/** The send route's options: the 2-second count before it, the minute count beside it. */
export function sendLimits(app: FastifyInstance, chat: SendAllowance): RouteServerOptions {
  const { burst, minute } = counts(chat, waitMessage);
  return { rateLimit: burst, preHandler: extraLimit(app, minute) };
}

/**
 * The same two counts for a money call that posts in a room (a tip shown there, a
 * rain), taken in its transaction right before the notice: after a retry-safe replay
 * (which posts nothing new) and after the call's own refusals (a rain nobody can
 * catch is not a post), and a refusal here rolls the money back.
 */
export function roomPostLimit(app: FastifyInstance, chat: SendAllowance) {
  const { burst, minute } = counts(
    chat,
    (retryAfterMs) =>
      `You are posting in chat too fast. Wait ${seconds(retryAfterMs)} s and try again; nothing was sent.`,
  );
  const counters = [counter(app, burst), counter(app, minute)];
  return async (request: FastifyRequest): Promise<void> => {
    for (const count of counters) await count.hit(request);
  };
}
