import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';
import { processWithdrawals } from '../wallet/process-withdrawals';

const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/**
 * Four eyes on money: a large withdrawal waits for a member of staff, a manual balance
 * change for a second one; each decision is taken once, however it is raced, and the
 * ledger holds after every test. Locking an account stops sign-in, bets and withdrawals.
 */
describe('four eyes on money', () => {
  let server: TestServer;
  let finance: Awaited<ReturnType<typeof registerStaff>>;
  let finance2: Awaited<ReturnType<typeof registerStaff>>;
  let finance3: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    server = await startTestServer({ env: { WITHDRAWAL_REVIEW_USD: '1000' } });
    finance = await registerStaff(server, undefined, 'finance');
    finance2 = await registerStaff(server, undefined, 'finance');
    finance3 = await registerStaff(server, undefined, 'finance');
  });
  afterAll(() => server.close());
  afterEach(() => expectLedgerSound(server));

  const processAll = () =>
    processWithdrawals(
      { db: server.context.database.db, bus: server.context.bus, chain: server.context.wallet.chain },
      { delayMs: 0 },
    );

  async function withdraw(client: TestClient, amount: string) {
    const response = await client.post('/api/wallet/withdraw', {
      currency: 'USDT',
      network: 'ETH',
      address: ETH_ADDRESS,
      amount,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.withdrawal as { id: string; review: string | null; status: string };
  }

  async function statusOf(client: TestClient, id: string) {
    const list = await client.get('/api/wallet/withdrawals');
    return list.body.withdrawals.find((w: { id: string }) => w.id === id);
  }

  const balance = async (client: TestClient) =>
    (await client.get('/api/wallet/balances')).body.USDT as string;

  it('holds a withdrawal at the threshold, and one that brings the day’s total to it', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'USDT', '5000');
    expect((await withdraw(player.client, '100')).review).toBeNull();
    expect((await withdraw(player.client, '1500')).review).toBe('held');
    const second = await registerPlayer(server);
    await fund(server, second.userId, 'USDT', '5000');
    expect((await withdraw(second.client, '600')).review).toBeNull();
    const split = await withdraw(second.client, '600');
    expect(split.review).toBe('held');

    await processAll();
    expect((await statusOf(second.client, split.id)).status).toBe('pending');
    const queue = await finance.client.get('/api/admin/withdrawals');
    expect(queue.status).toBe(200);
    const ids = queue.body.withdrawals.map((w: { id: string }) => w.id);
    expect(ids).toContain(split.id);
    // Oldest first: the player who has waited longest is served first.
    const times = queue.body.withdrawals.map((w: { createdAt: string }) => w.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it('sends an approved withdrawal once, and nobody approves their own', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'USDT', '3000');
    const held = await withdraw(player.client, '2000');
    await fund(server, finance.userId, 'USDT', '2000');
    const own = await withdraw(finance.client, '1500');
    expect(own.review).toBe('held');
    expect((await finance.client.post(`/api/admin/withdrawals/${own.id}/approve`, {})).status).toBe(403);
    expect(
      (await finance2.client.post(`/api/admin/withdrawals/${own.id}/reject`, { reason: 'Not today' })).status,
    ).toBe(200);

    const approved = await finance.client.post(`/api/admin/withdrawals/${held.id}/approve`, {
      note: 'Known player',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      review: 'approved',
      reviewedBy: finance.username,
      status: 'pending',
    });
    expect((await finance2.client.post(`/api/admin/withdrawals/${held.id}/approve`, {})).status).toBe(409);
    expect(
      (await finance2.client.post(`/api/admin/withdrawals/${held.id}/reject`, { reason: 'x' })).status,
    ).toBe(409);
    await Promise.all([processAll(), processAll()]);
    await processAll();
    expect(await statusOf(player.client, held.id)).toMatchObject({ status: 'completed', review: 'approved' });
    const sent = await server.context.database.db
      .selectFrom('transfers')
      .select('id')
      .where('reference', '=', `withdrawal:${held.id}`)
      .where('code', '=', 'withdrawal_sent')
      .execute();
    expect(sent).toHaveLength(1);
    const audit = await finance.client.get(`/api/admin/audit?userId=${player.userId}`);
    expect(audit.status).toBe(403);
  });

  it('refunds a rejected withdrawal once, and tells the player', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'USDT', '3000');
    const held = await withdraw(player.client, '2500');
    const rejected = await finance.client.post(`/api/admin/withdrawals/${held.id}/reject`, {
      reason: 'Source of funds not shown',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'cancelled', review: 'rejected' });
    expect(await balance(player.client)).toBe('3000');
    expect(
      (await finance.client.post(`/api/admin/withdrawals/${held.id}/reject`, { reason: 'again' })).status,
    ).toBe(409);
    expect(await statusOf(player.client, held.id)).toMatchObject({ status: 'cancelled', review: 'rejected' });
    for (const body of [
      {},
      { reason: '' },
      { reason: 'a\u0000b' },
      { reason: 'x'.repeat(501) },
      { reason: 'ok', x: 1 },
    ]) {
      expect((await finance.client.post(`/api/admin/withdrawals/${held.id}/reject`, body)).status).toBe(400);
    }
    expect((await finance.client.post('/api/admin/withdrawals/not-an-id/approve', {})).status).toBe(400);
    expect(
      (await finance.client.post('/api/admin/withdrawals/00000000-0000-4000-8000-000000000000/approve', {}))
        .status,
    ).toBe(404);
  });

  it('decides a raced approve, reject and cancel once', async () => {
    for (let round = 0; round < 6; round += 1) {
      const player = await registerPlayer(server);
      await fund(server, player.userId, 'USDT', '3000');
      const held = await withdraw(player.client, '1200');
      const results = await Promise.all([
        finance.client.post(`/api/admin/withdrawals/${held.id}/approve`, {}),
        finance2.client.post(`/api/admin/withdrawals/${held.id}/reject`, { reason: 'Race' }),
        player.client.post('/api/wallet/withdraw/cancel', { withdrawId: held.id }),
      ]);
      // Approve and reject decide once; the player may still cancel an approved withdrawal
      // that has not been sent, but never one that was rejected (it is cancelled already).
      const [approve, reject, cancel] = results.map((r) => r.status);
      expect(approve === 200 && reject === 200).toBe(false);
      if (reject === 200) expect(cancel).toBe(409);
      if (cancel !== 200) expect([approve, reject]).toContain(200);
      await processAll();
      const final = await statusOf(player.client, held.id);
      const refunds = await server.context.database.db
        .selectFrom('transfers')
        .select('id')
        .where('reference', '=', `withdrawal:${held.id}`)
        .where('code', '=', 'withdrawal_refund')
        .execute();
      if (approve === 200 && cancel === 409) {
        expect(final.status).toBe('completed');
        expect(refunds).toHaveLength(0);
      } else {
        expect(final.status).toBe('cancelled');
        expect(refunds).toHaveLength(1);
        expect(await balance(player.client)).toBe('3000');
      }
    }
  });

  it('moves a balance only when a second member of staff approves, once', async () => {
    const player = await registerPlayer(server);
    const asked = await finance.client.post(`/api/admin/players/${player.userId}/adjustments`, {
      currency: 'USDT',
      amount: '25.5',
      reason: 'Goodwill after an outage',
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ status: 'pending', amount: '25.5', requestedBy: finance.username });
    expect(await balance(player.client)).toBe('0');
    const self = await finance.client.post(`/api/admin/adjustments/${asked.body.id}/approve`, {});
    expect(self.status).toBe(403);
    const [a, b] = await Promise.all([
      finance2.client.post(`/api/admin/adjustments/${asked.body.id}/approve`, {}),
      finance3.client.post(`/api/admin/adjustments/${asked.body.id}/approve`, {}),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await balance(player.client)).toBe('25.5');
    const pending = await finance.client.get('/api/admin/adjustments?status=approved');
    expect(pending.body.adjustments.map((x: { id: string }) => x.id)).toContain(asked.body.id);

    const debit = await finance.client.post(`/api/admin/players/${player.userId}/adjustments`, {
      currency: 'USDT',
      amount: '-100',
      reason: 'Too much',
    });
    expect(debit.status).toBe(200);
    const refused = await finance2.client.post(`/api/admin/adjustments/${debit.body.id}/approve`, {});
    expect(refused.status).toBe(409);
    expect(await balance(player.client)).toBe('25.5');
    const [approve, reject] = await Promise.all([
      finance2.client.post(`/api/admin/adjustments/${debit.body.id}/approve`, {}),
      finance3.client.post(`/api/admin/adjustments/${debit.body.id}/reject`, { note: 'No' }),
    ]);
    expect([approve.status, reject.status]).toEqual([409, 200]);

    for (const body of [
      { currency: 'USDT', amount: '0', reason: 'zero' },
      { currency: 'USDT', amount: '1e3', reason: 'exp' },
      { currency: 'USDT', amount: '1', reason: '' },
      { currency: 'NOPE', amount: '1', reason: 'x' },
      { currency: 'USDT', amount: '0.0000001', reason: 'too fine' },
      { currency: 'USDT', amount: '1', reason: 'x', __proto__: { a: 1 }, extra: true },
    ]) {
      const response = await finance.client.post(`/api/admin/players/${player.userId}/adjustments`, body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
    }
    expect(
      (
        await finance.client.post(`/api/admin/players/${finance.userId}/adjustments`, {
          currency: 'USDT',
          amount: '5',
          reason: 'Mine',
        })
      ).status,
    ).toBe(403);
    const audit = await server.context.database.db
      .selectFrom('staff_audit')
      .select(['action', 'actor'])
      .where('target_user_id', '=', player.userId)
      .orderBy('seq')
      .execute();
    expect(audit.map((e) => e.action)).toEqual([
      'adjustment.request',
      'adjustment.approve',
      'adjustment.request',
      'adjustment.reject',
    ]);
  });

  it('locks a player: no sign-in, sessions ended, no withdrawal sent; unlocking gives it back', async () => {
    const risk = await registerStaff(server, undefined, 'risk');
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'USDT', '100');
    const pending = await withdraw(player.client, '50');
    const locked = await risk.client.post(`/api/admin/players/${player.userId}/lock`, {
      reason: 'Chargeback',
    });
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({ locked: true, sessionsEnded: 1 });
    expect((await player.client.get('/api/user/me')).status).toBe(401);
    const login = await server
      .client()
      .post('/api/user/login', { username: player.username, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('ACCOUNT_LOCKED');
    await processAll();
    const row = await server.context.database.db
      .selectFrom('withdrawals')
      .select('status')
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(
      (await risk.client.post(`/api/admin/players/${player.userId}/lock`, { reason: 'again' })).status,
    ).toBe(409);
    expect((await risk.client.post(`/api/admin/players/${risk.userId}/lock`, { reason: 'me' })).status).toBe(
      403,
    );
    expect(
      (await risk.client.post(`/api/admin/players/${finance.userId}/lock`, { reason: 'peer' })).status,
    ).toBe(403);

    const page = await risk.client.get(`/api/admin/players/${player.userId}`);
    expect(page.body.locked).toMatchObject({ reason: 'Chargeback' });
    expect(page.body.sessions[0]).toMatchObject({ live: false });

    expect((await risk.client.post(`/api/admin/players/${player.userId}/unlock`, {})).status).toBe(200);
    const again = server.client();
    expect(
      (await again.post('/api/user/login', { username: player.username, password: PASSWORD })).status,
    ).toBe(200);
    await processAll();
    const sent = await server.context.database.db
      .selectFrom('withdrawals')
      .select('status')
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(sent.status).toBe('completed');
  });
});
