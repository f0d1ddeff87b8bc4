import { randomUUID } from 'node:crypto';
import { parseAmount } from '@ante/core';
import { expect } from 'vitest';
import { checkLedger } from '../modules/ledger/check-ledger';
import { postTransfer } from '../modules/ledger/post-transfer';
import type { TestServer } from './harness';

/**
 * Gives a player money the way a confirmed deposit does: a ledger transfer from the
 * `external` account. (The deposit tests go through the simulated chain instead.)
 */
export async function fund(
  server: TestServer,
  userId: string,
  currency: string,
  amount: string,
): Promise<void> {
  await server.context.database.db.transaction().execute((trx) =>
    postTransfer(trx, {
      code: 'deposit',
      from: { system: 'external' },
      to: { userId, kind: 'main' },
      currency,
      amount: parseAmount(amount),
      idempotencyKey: `test-fund:${randomUUID()}`,
    }),
  );
}

/** The ledger's invariants hold on the whole test database. */
export async function expectLedgerSound(server: TestServer): Promise<void> {
  expect(await checkLedger(server.context.database.db)).toEqual([]);
}

/** Collects the private events published to one player on the bus. */
export async function watchUser(
  server: TestServer,
  userId: string,
): Promise<{ events: Array<{ feed: string; payload: any }>; stop(): Promise<void> }> {
  const events: Array<{ feed: string; payload: any }> = [];
  const stop = await server.context.bus.subscribe(`user:${userId}`, (message) => {
    events.push(message as { feed: string; payload: any });
  });
  return { events, stop };
}

export async function eventually(check: () => void | Promise<void>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
