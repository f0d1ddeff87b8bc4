import { randomUUID } from 'node:crypto';
import { parseAmount } from '@ante/core';
import { expect } from 'vitest';
import { checkLedger } from '../modules/ledger/check-ledger';
import { postTransfer } from '../modules/ledger/post-transfer';
import type { TestClient, TestServer } from './harness';

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

/**
 * A real deposit: coins sent to one of the player's deposit addresses on the simulated
 * chain and confirmed, so it is credited as the wallet credits any deposit (a deposit
 * row, which the welcome offer reads).
 */
export async function depositThroughChain(
  server: TestServer,
  client: TestClient,
  deposit: { currency: string; network: string; amount: string },
): Promise<void> {
  const info = await client.post('/api/wallet/deposit', { currency: deposit.currency });
  const address = info.body.addresses.find(
    (entry: { network: string }) => entry.network === deposit.network,
  ).address;
  const chain = server.client();
  const sent = await chain.post('/api/dev/chain/send', { ...deposit, address });
  expect(sent.status).toBe(200);
  expect((await chain.post('/api/dev/chain/mine', { network: deposit.network, blocks: 60 })).status).toBe(
    200,
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

/** A player's main balance in `currency`, as the wallet answers it ('0' when empty). */
export async function balanceOf(client: TestClient, currency: string): Promise<string> {
  return (await client.get('/api/wallet/balances')).body[currency] ?? '0';
}

/**
 * A USDT dice bet at `chance` percent (under that target), which must be accepted;
 * gives the bet's answer. In the test rates 1 USDT is $1, so a stake's USD value is
 * its amount.
 */
export async function diceBet(client: TestClient, amount: string, chance: number) {
  const response = await client.post('/api/play/dice/bet', {
    currency: 'USDT',
    amount,
    params: { condition: 'under', target: chance },
  });
  expect(response.status).toBe(200);
  return response.body;
}
