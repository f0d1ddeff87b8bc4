import type { JackpotEvent } from '@ante/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import { PendingEvents } from '../../lib/events';
import { accrue, usdText } from './pot';

/** How often a node tries to count new stakes into the pot. */
export const ACCRUE_EVERY_MS = 5_000;

/**
 * Counts new stakes into the pot and tells every browser the new amount. Every node
 * runs it; the pot row's lock (SKIP LOCKED) and its minimum gap make it happen at most
 * once per interval across all of them, so the jackpot feed stays a few seconds apart.
 */
export async function accruePot(ctx: AppContext, minGapMs = ACCRUE_EVERY_MS - 1_000): Promise<boolean> {
  const pot = await accrue(ctx.database.db, ctx.config, ctx.jackpot, { skipLocked: true, minGapMs });
  if (!pot?.changed) return false;
  const events = new PendingEvents();
  const event: JackpotEvent = { newAmount: usdText(pot.amountUsd) };
  events.toFeed('jackpot', event);
  await events.publish(ctx.bus);
  return true;
}

/** Starts the accrual on this node; returns a function that stops it and waits for a run in progress. */
export function startJackpotJobs(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = accruePot(ctx).catch((error) => log.error({ err: error }, 'jackpot accrual failed'));
  }, ACCRUE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
