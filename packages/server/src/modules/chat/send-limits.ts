import type { FastifyInstance } from 'fastify';
import { extraLimit, type Limit, limit } from '../../lib/rate-limit';

/**
 * Anti-spam for a player's messages: at most one every 2 seconds and 10 a minute.
 * Both count per player in the rate-limit store (Redis when configured), so a player
 * whose requests land on different nodes still gets one allowance. Logged-out
 * requests are not counted: the route answers them 401.
 */
export const SEND_BURST = { max: 1, windowMs: 2_000 } as const;
export const SEND_PER_MINUTE = { max: 10, windowMs: 60_000 } as const;

function waitMessage(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1_000));
  return `You are sending messages too fast. Wait ${seconds} s and try again.`;
}

/** The send route's options: the 2-second count before it, the minute count beside it. */
export function sendLimits(app: FastifyInstance) {
  const common: Partial<Limit> = { playersOnly: true, message: waitMessage };
  return {
    config: { rateLimit: limit({ ...common, ...SEND_BURST, name: 'chat-send:burst' }) },
    preHandler: extraLimit(app, { ...common, ...SEND_PER_MINUTE, name: 'chat-send:minute' }),
  };
}
