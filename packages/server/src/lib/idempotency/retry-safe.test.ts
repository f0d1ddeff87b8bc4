import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { expectKeyReused, keyed, sendTwice } from '../../test/retry-helpers';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';
import { expireKeys, KEY_TTL_MS } from './expire-keys';

// Real HTTP, a real database (PGlite, or PostgreSQL with DATABASE_URL); the tip is
// the money call these tests make, each module's own tests cover its calls.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const TIP = '/api/wallet/tip/send';

async function tipPair() {
  const sender = await registerPlayer(server);
  const recipient = await registerPlayer(server);
  await fund(server, sender.userId, 'USDT', '10');
  return { sender, recipient, body: { username: recipient.username, currency: 'USDT', amount: '1' } };
}

async function storedKeys(userId: string) {
  return server.context.database.db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
}

describe('Idempotency-Key on a money call', () => {
  it('answers a retry with the first answer and moves the money once', async () => {
    const { sender, recipient, body } = await tipPair();
    const { first } = await sendTwice(sender.client, TIP, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ amount: '1', balance: '9' });
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    expect(await balanceOf(sender.client, 'USDT')).toBe('9');
    expect(await balanceOf(recipient.client, 'USDT')).toBe('1');
    const [stored] = await storedKeys(sender.userId);
    expect(stored).toMatchObject({ route: `POST ${TIP}`, status: 200 });
  });

  it('treats a body with its fields in another order as the same body', async () => {
    const { sender, recipient, body } = await tipPair();
    const key = randomUUID();
    const first = await sender.client.post(TIP, body, keyed(key));
    const reordered = { amount: body.amount, currency: body.currency, username: body.username };
    const retry = await sender.client.post(TIP, reordered, keyed(key));
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await balanceOf(recipient.client, 'USDT')).toBe('1');
  });

  it('refuses the same key with another body or on another call (409), and moves nothing', async () => {
    const { sender, recipient, body } = await tipPair();
    const { key } = await sendTwice(sender.client, TIP, body);
    await expectKeyReused(sender.client, TIP, { ...body, amount: '2' }, key);
    await expectKeyReused(sender.client, '/api/wallet/vault/deposit', { currency: 'USDT', amount: '1' }, key);
    expect(await balanceOf(sender.client, 'USDT')).toBe('9');
    expect(await balanceOf(recipient.client, 'USDT')).toBe('1');
    const vault = await sender.client.get('/api/wallet/vault/balances');
    expect(vault.body.USDT ?? '0').toBe('0');
  });

  it("keeps each player's keys apart", async () => {
    const one = await tipPair();
    const two = await tipPair();
    const key = randomUUID();
    const first = await one.sender.client.post(TIP, one.body, keyed(key));
    const second = await two.sender.client.post(TIP, two.body, keyed(key));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotency-replayed')).toBeNull();
    expect(await balanceOf(one.recipient.client, 'USDT')).toBe('1');
    expect(await balanceOf(two.recipient.client, 'USDT')).toBe('1');
  });

  it('does not keep an error that moved nothing: the call may be retried under its key', async () => {
    const { sender, recipient } = await tipPair();
    const key = randomUUID();
    const body = { username: recipient.username, currency: 'USDT', amount: '25' };
    const refused = await sender.client.post(TIP, body, keyed(key));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(await storedKeys(sender.userId)).toEqual([]);
    await fund(server, sender.userId, 'USDT', '20');
    const retried = await sender.client.post(TIP, body, keyed(key));
    expect(retried.status).toBe(200);
    expect(retried.body.balance).toBe('5');
  });

  it('refuses a malformed key (400) and a call without a session (401), moving nothing', async () => {
    const { sender, recipient, body } = await tipPair();
    for (const key of ['', 'k'.repeat(256), 'caf\u00e9', 'tab\there']) {
      const response = await sender.client.post(TIP, body, keyed(key));
      expect(response.status, JSON.stringify(key)).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
      expect(response.body.message).toContain('Idempotency-Key');
    }
    expect((await sender.client.post(TIP, body, keyed('k'.repeat(255)))).status).toBe(200);
    const anonymous = await server.client().post(TIP, body, keyed(randomUUID()));
    expect(anonymous.status).toBe(401);
    expect(await balanceOf(recipient.client, 'USDT')).toBe('1');
  });

  it('moves money once when 20 requests race with one key', async () => {
    const { sender, recipient, body } = await tipPair();
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => sender.client.post(TIP, body, keyed(key))),
    );
    const answered = results.filter((r) => r.status === 200);
    const busy = results.filter((r) => r.status === 409);
    expect(answered.length + busy.length).toBe(20);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const response of answered) expect(response.body).toEqual(answered[0]?.body);
    for (const response of busy) expect(response.body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    expect(await balanceOf(sender.client, 'USDT')).toBe('9');
    expect(await balanceOf(recipient.client, 'USDT')).toBe('1');
    const retry = await sender.client.post(TIP, body, keyed(key));
    expect(retry.status).toBe(200);
    expect(retry.body.balance).toBe('9');
  });

  it.runIf(process.env.DATABASE_URL)(
    'moves money once when the racing requests reach two nodes',
    async () => {
      const database = await createTestDatabase();
      if (!database) throw new Error('DATABASE_URL is required');
      const nodes = [
        await startTestServer({ databaseUrl: database.url }),
        await startTestServer({ databaseUrl: database.url }),
      ];
      try {
        const [one, two] = nodes as [TestServer, TestServer];
        const sender = await registerPlayer(one);
        const recipient = await registerPlayer(one);
        await fund(one, sender.userId, 'USDT', '10');
        // The same browser session, its requests spread over both nodes.
        const onTwo = two.client();
        for (const [name, value] of sender.client.cookies) onTwo.cookies.set(name, value);
        const body = { username: recipient.username, currency: 'USDT', amount: '1' };
        const key = randomUUID();
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? onTwo : sender.client).post(TIP, body, keyed(key))),
        );
        expect(results.every((r) => r.status === 200 || r.body.code === 'IDEMPOTENCY_KEY_IN_PROGRESS')).toBe(
          true,
        );
        expect(await balanceOf(sender.client, 'USDT')).toBe('9');
        expect(await balanceOf(recipient.client, 'USDT')).toBe('1');
        await expectLedgerSound(one);
      } finally {
        for (const node of nodes) await node.close();
        await database.drop();
      }
    },
  );

  it('moves nothing on a retry whose first call moved money but lost its answer', async () => {
    const { sender, recipient, body } = await tipPair();
    const key = randomUUID();
    expect((await sender.client.post(TIP, body, keyed(key))).status).toBe(200);
    // As if the node had died between the commit and storing the answer.
    await server.context.database.db
      .updateTable('idempotency_keys')
      .set({ status: null, response: null })
      .where('user_id', '=', sender.userId)
      .execute();
    const soon = await sender.client.post(TIP, body, keyed(key));
    expect(soon.status).toBe(409);
    expect(soon.body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    await server.context.database.db
      .updateTable('idempotency_keys')
      .set({ created_at: sql`now() - interval '2 minutes'` })
      .where('user_id', '=', sender.userId)
      .execute();
    const later = await sender.client.post(TIP, body, keyed(key));
    expect(later.status).toBe(409);
    expect(later.body.code).toBe('IDEMPOTENCY_ANSWER_LOST');
    expect(await balanceOf(recipient.client, 'USDT')).toBe('1');
  });

  it('forgets keys after a day, through the expiry job', async () => {
    const { sender, recipient, body } = await tipPair();
    const { key } = await sendTwice(sender.client, TIP, body);
    const db = server.context.database.db;
    expect(await expireKeys(db)).toBe(0);
    await db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - KEY_TTL_MS - 1_000) })
      .where('user_id', '=', sender.userId)
      .execute();
    expect(await expireKeys(db)).toBe(1);
    const afresh = await sender.client.post(TIP, body, keyed(key));
    expect(afresh.status).toBe(200);
    expect(afresh.headers.get('idempotency-replayed')).toBeNull();
    expect(await balanceOf(recipient.client, 'USDT')).toBe('2');
  });

  it('changes nothing for a call sent without a key', async () => {
    const { sender, recipient, body } = await tipPair();
    expect((await sender.client.post(TIP, body)).status).toBe(200);
    expect((await sender.client.post(TIP, body)).status).toBe(200);
    expect(await balanceOf(recipient.client, 'USDT')).toBe('2');
    expect(await storedKeys(sender.userId)).toEqual([]);
  });
});
