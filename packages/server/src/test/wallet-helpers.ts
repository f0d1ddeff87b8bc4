import { randomUUID } from 'node:crypto';
import { parseAmount } from '@ante/core';
import { expect } from 'vitest';
import { checkLedger } from '../modules/ledger/check-ledger';
import { postTransfer } from '../modules/ledger/post-transfer';
import type { TestClient, TestServer } from './harness';

/**
 * Gives a player money the way a confirmed deposit does: a ledger transfer from the
 * `external` account. (The deposit tests go through the simulated chain instead:
 * `depositTestCoins`.)
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

export type BusEvent = { feed: string; payload: any };

/** The private events published to one player on the bus, as they arrive. */
export interface UserWatch {
  events: BusEvent[];
  /**
   * Resolves once an event equal to `expected` (asymmetric matchers allowed) has
   * arrived, before or after the call: the wait ends when the bus delivers it, which on
   * Redis is after the request that published it has answered. Only the test's own
   * time limit bounds it.
   */
  arrived(expected: unknown): Promise<void>;
  stop(): Promise<void>;
}

export async function watchUser(server: TestServer, userId: string): Promise<UserWatch> {
  const events: BusEvent[] = [];
  const waiters: Array<{ matches: (event: BusEvent) => boolean; resolve: () => void }> = [];
  const equalTo = (expected: unknown) => (event: BusEvent) => {
    try {
      expect(event).toEqual(expected);
      return true;
    } catch {
      return false;
    }
  };
  const stop = await server.context.bus.subscribe(`user:${userId}`, (message) => {
    const event = message as BusEvent;
    events.push(event);
    for (const waiter of waiters.filter((candidate) => candidate.matches(event))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  return {
    events,
    arrived(expected) {
      const matches = equalTo(expected);
      if (events.some(matches)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ matches, resolve }));
    },
    stop,
  };
}

/**
 * Runs `check` until it passes, for a state no event announces (a count of open
 * sockets). The limit only turns a hang into the check's own failure message: it is
 * far above what a slow machine needs, so a slow machine is slower, never red.
 */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 60_000): Promise<void> {
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

/** The player's deposit address for `currency` on `network`, made on first ask. */
export async function depositAddress(client: TestClient, currency: string, network: string): Promise<string> {
  const info = await client.post('/api/wallet/deposit', { currency });
  expect(info.status).toBe(200);
  const entry = info.body.addresses.find((address: { network: string }) => address.network === network);
  expect(entry).toBeDefined();
  return entry.address;
}

/**
 * A deposit as a player makes one on the simulated chain: test coins from the faucet
 * to the player's own address, then `blocks` blocks mined (enough to credit it on
 * every network by default).
 */
export async function depositTestCoins(
  client: TestClient,
  currency: string,
  network: string,
  amount: string,
  blocks = 60,
): Promise<void> {
  const address = await depositAddress(client, currency, network);
  const sent = await client.post('/api/dev/chain/faucet', { network, currency, address, amount });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const mined = await client.post('/api/dev/chain/mine', { network, blocks });
  expect(mined.status).toBe(200);
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
