import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
  uniqueUsername,
} from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';
import { fund } from '../../../test/wallet-helpers';
import { scanRisks } from './scan-risk';

const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** A second account registered from the same browser (its cookies, so its device id), after signing out. */
async function registerAgain(client: TestClient): Promise<{ userId: string; username: string }> {
  await client.get('/api/user/logout');
  const username = uniqueUsername('alt');
  const response = await client.post('/api/user/register', { username, password: PASSWORD });
  expect(response.status).toBe(200);
  return { userId: response.body.userId ?? response.body.user?.userId, username };
}

/**
 * Each risk flag raised by a scenario built here, with its evidence; a flag staff
 * dismissed stays dismissed when the scan runs again.
 */
describe('risk flags', () => {
  let server: TestServer;
  let risk: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    server = await startTestServer();
    risk = await registerStaff(server, undefined, 'risk');
  });
  afterAll(() => server.close());

  const flagsOf = async (userId: string) =>
    (await risk.client.get(`/api/admin/risk?userId=${userId}&limit=100`)).body.flags as Array<{
      id: string;
      kind: string;
      evidence: Record<string, unknown>;
    }>;

  it('links two accounts on one device, and a self-referral and shared code claims through that link', async () => {
    const first = await registerPlayer(server);
    const campaign = await first.client.post('/api/affiliate/campaigns', {
      name: 'Mine',
      code: uniqueUsername('c'),
    });
    expect(campaign.status).toBe(200);
    const admin = await registerStaff(server);
    const code = uniqueUsername('DROP');
    expect(
      (
        await admin.client.post('/api/admin/codes', {
          code,
          rewardUsd: '1',
          currency: 'USDT',
          maxUses: 10,
          perPlayer: 1,
        })
      ).status,
    ).toBe(200);
    const claimed = await first.client.post('/api/rewards/claim/code', { code, currency: 'USDT' });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);

    const second = await registerAgain(first.client);
    expect((await first.client.post('/api/user/set-referrer', { code: campaign.body.code })).status).toBe(
      200,
    );
    expect((await first.client.post('/api/rewards/claim/code', { code, currency: 'USDT' })).status).toBe(200);

    const raised = await risk.client.post('/api/admin/risk/scan', {});
    expect(raised.status).toBe(200);
    expect(raised.body.raised).toBeGreaterThanOrEqual(4);

    const firstFlags = await flagsOf(first.userId);
    expect(firstFlags.map((flag) => flag.kind)).toEqual(
      expect.arrayContaining(['shared_device', 'self_referral', 'linked_bonus_claims']),
    );
    expect(firstFlags.find((flag) => flag.kind === 'shared_device')?.evidence).toMatchObject({
      otherUserId: second.userId,
      otherUsername: second.username,
    });
    expect(firstFlags.find((flag) => flag.kind === 'self_referral')?.evidence).toMatchObject({
      referredUserId: second.userId,
      linkedBy: expect.arrayContaining(['device']),
    });
    const secondFlags = await flagsOf(second.userId);
    expect(secondFlags.map((flag) => flag.kind)).toEqual(
      expect.arrayContaining(['shared_device', 'linked_bonus_claims']),
    );

    // The player page shows them too.
    const page = await risk.client.get(`/api/admin/players/${first.userId}`);
    expect(page.body.flags.map((flag: { kind: string }) => flag.kind)).toContain('self_referral');

    // Dismissed with a note, it stays dismissed however often the scan runs.
    const deviceFlag = firstFlags.find((flag) => flag.kind === 'shared_device');
    const dismissed = await risk.client.post(`/api/admin/risk/${deviceFlag?.id}/dismiss`, {
      note: 'Husband and wife',
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.dismissed).toMatchObject({ by: risk.username, note: 'Husband and wife' });
    await scanRisks(server.context.database.db);
    expect((await flagsOf(first.userId)).map((flag) => flag.kind)).not.toContain('shared_device');
    expect(
      (await risk.client.post(`/api/admin/risk/${deviceFlag?.id}/dismiss`, { note: 'again' })).status,
    ).toBe(409);
    expect((await risk.client.post(`/api/admin/risk/${deviceFlag?.id}/dismiss`, {})).status).toBe(400);
    expect((await risk.client.post(`/api/admin/risk/${randomUUID()}/dismiss`, { note: 'x' })).status).toBe(
      404,
    );
  });

  it('flags a deposit withdrawn with little play, and wins far above the game’s expectation', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'USDT', '100');
    const withdrawn = await player.client.post('/api/wallet/withdraw', {
      currency: 'USDT',
      network: 'ETH',
      address: ETH_ADDRESS,
      amount: '90',
    });
    expect(withdrawn.status).toBe(200);

    const lucky = await registerPlayer(server);
    const { db } = server.context.database;
    // 150 rounds of dice at even odds: 140 doubled. Written as rows, the way a cheat's
    // history would read; the scan reads rounds, not the ledger.
    await db
      .insertInto('rounds')
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          user_id: lucky.userId,
          game: 'dice',
          currency: 'USDT',
          amount: '1',
          wager_usd: '1',
          multiplier: i < 140 ? '2' : '0',
          payout: i < 140 ? '2' : '0',
          provider_id: 'test-history',
          params: '{}',
          result: '{}',
          status: 'finished' as const,
          finished_at: new Date(),
        })),
      )
      .execute();
    await scanRisks(db);
    const playerFlags = await flagsOf(player.userId);
    expect(playerFlags.find((flag) => flag.kind === 'deposit_withdraw_little_play')?.evidence).toMatchObject({
      currency: 'USDT',
      deposited: expect.stringMatching(/^100(\.0+)?$/),
      withdrawn: expect.stringMatching(/^90(\.0+)?$/),
    });
    const luckyFlags = await flagsOf(lucky.userId);
    const luck = luckyFlags.find((flag) => flag.kind === 'unusual_wins');
    expect(luck?.evidence).toMatchObject({ game: 'dice', rounds: 150 });
    expect(Number(luck?.evidence.sigma)).toBeGreaterThan(4);
  });

  it('pages the queue and refuses bad queries', async () => {
    const page = await risk.client.get('/api/admin/risk?limit=1');
    expect(page.status).toBe(200);
    expect(page.body.flags).toHaveLength(1);
    expect(page.body.total).toBeGreaterThan(1);
    for (const bad of ['status=all', 'limit=0', 'userId=x', 'offset=-1', 'extra=1']) {
      expect([bad, (await risk.client.get(`/api/admin/risk?${bad}`)).status]).toEqual([bad, 400]);
    }
  });
});
