import { REFERRAL_WINDOW_DAYS } from '@ante/core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
  uniqueUsername,
} from '../../test/harness';
import { fund } from '../../test/wallet-helpers';
import { campaignsOf, createCampaign, registeredDaysAgo, uniqueCode } from './affiliate-test-helpers';

/**
 * Who referred whom: at registration (the body's referrer) and later (set-referrer),
 * over HTTP on a real database (PGlite, or PostgreSQL and Redis when set). MetaMask
 * accounts are made with a key generated here, signing as the wallet would.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function referralOf(userId: string) {
  return server.context.database.db
    .selectFrom('affiliate_referrals')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

async function register(body: Record<string, unknown>) {
  const client = server.client();
  const response = await client.post('/api/user/register', { password: PASSWORD, ...body });
  return { client, response };
}

const setReferrer = (client: TestClient, code: unknown) => client.post('/api/user/set-referrer', { code });

describe('usernames and campaign codes', () => {
  it('refuses a username some campaign has as its code, in any case, as taken', async () => {
    const owner = await registerPlayer(server);
    const code = uniqueUsername('code_');
    await createCampaign(owner.client, code);
    const { response } = await register({ username: code.toUpperCase() });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'That username is already taken.',
      code: 'USERNAME_TAKEN',
      field: 'username',
    });
    const users = await server.context.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', code.toUpperCase())
      .execute();
    expect(users).toEqual([]);
  });

  it('gives a MetaMask account a default campaign too, and refuses it a name that is a code', async () => {
    const owner = await registerPlayer(server);
    const code = uniqueUsername('mm_');
    await createCampaign(owner.client, code);
    const signUp = async (username: string) => {
      const account = privateKeyToAccount(generatePrivateKey());
      const client = server.client();
      const challenge = await client.get(`/api/user/login/metamask/${account.address}`);
      const signature = await account.signMessage({ message: challenge.body.message });
      await client.post('/api/user/login/metamask', {
        address: account.address,
        message: challenge.body.message,
        signature,
      });
      const response = await client.post('/api/user/register/metamask', {
        address: account.address,
        signature,
        username,
      });
      return { client, response };
    };
    const taken = await signUp(code.toLowerCase());
    expect(taken.response.status).toBe(409);
    expect(taken.response.body).toMatchObject({ code: 'USERNAME_TAKEN', field: 'username' });
    const username = uniqueUsername('mm');
    const fine = await signUp(username);
    expect(fine.response.status, JSON.stringify(fine.response.body)).toBe(200);
    expect((await campaignsOf(fine.client)).campaigns).toMatchObject([{ code: username, isDefault: true }]);
  });
});

describe('a referrer named at registration', () => {
  it("makes the campaign's owner the referrer, whatever the case of the code", async () => {
    const owner = await registerPlayer(server);
    const campaign = await createCampaign(owner.client, uniqueCode('Promo'));
    const { client, response } = await register({
      username: uniqueUsername(),
      referrer: campaign.code.toUpperCase(),
    });
    expect(response.status).toBe(200);
    expect(await referralOf(response.body.user.userId)).toMatchObject({
      campaign_id: campaign.id,
      referrer_id: owner.userId,
      code: campaign.code,
    });
    const list = await campaignsOf(client);
    expect(list.referredBy).toBe(campaign.code);
    expect(list.canSetReferrerUntil).toBeNull();
    const owners = await campaignsOf(owner.client);
    expect(owners.campaigns.find((one) => one.id === campaign.id)?.referredPlayers).toBe(1);
  });

  it('counts a username as the code of its default campaign', async () => {
    const owner = await registerPlayer(server);
    const { response } = await register({
      username: uniqueUsername(),
      referrer: owner.username.toLowerCase(),
    });
    expect(response.status).toBe(200);
    expect(await referralOf(response.body.user.userId)).toMatchObject({ referrer_id: owner.userId });
  });

  it('ignores a code that names no campaign, and one that is the new player’s own name', async () => {
    const unknown = await register({ username: uniqueUsername(), referrer: 'nobody-has-this' });
    expect(unknown.response.status).toBe(200);
    expect(await referralOf(unknown.response.body.user.userId)).toBeUndefined();
    const list = await campaignsOf(unknown.client);
    expect(list.referredBy).toBeNull();
    expect(list.canSetReferrerUntil).not.toBeNull();

    const username = uniqueUsername('self');
    const self = await register({ username, referrer: username });
    expect(self.response.status).toBe(200);
    expect(await referralOf(self.response.body.user.userId)).toBeUndefined();
  });
});

describe('POST /api/user/set-referrer', () => {
  it('sets the referrer once, and says until when it could be set before', async () => {
    const owner = await registerPlayer(server);
    const campaign = await createCampaign(owner.client, uniqueCode('Later'));
    const player = await registerPlayer(server);
    const before = await campaignsOf(player.client);
    const until = Date.parse(before.canSetReferrerUntil ?? '');
    const expected = Date.now() + REFERRAL_WINDOW_DAYS * 86_400_000;
    expect(Math.abs(until - expected)).toBeLessThan(60_000);

    const set = await setReferrer(player.client, ` ${campaign.code.toLowerCase()} `);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ referredBy: campaign.code });
    expect(await referralOf(player.userId)).toMatchObject({
      campaign_id: campaign.id,
      referrer_id: owner.userId,
    });
    const user = await server.context.database.db
      .selectFrom('users')
      .select('referrer_code')
      .where('id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(user.referrer_code).toBe(campaign.code);
    const after = await campaignsOf(player.client);
    expect(after).toMatchObject({ referredBy: campaign.code, canSetReferrerUntil: null });

    const other = await createCampaign((await registerPlayer(server)).client);
    const again = await setReferrer(player.client, other.code);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already have a referrer/);
    expect(await referralOf(player.userId)).toMatchObject({ campaign_id: campaign.id });
  });

  it(`refuses once ${REFERRAL_WINDOW_DAYS} days have passed since registering`, async () => {
    const owner = await registerPlayer(server);
    const player = await registerPlayer(server);
    await registeredDaysAgo(server, player.userId, REFERRAL_WINDOW_DAYS - 0.01);
    expect((await campaignsOf(player.client)).canSetReferrerUntil).not.toBeNull();
    await registeredDaysAgo(server, player.userId, REFERRAL_WINDOW_DAYS + 0.01);
    expect((await campaignsOf(player.client)).canSetReferrerUntil).toBeNull();
    const response = await setReferrer(player.client, owner.username);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      `A referrer can only be set within ${REFERRAL_WINDOW_DAYS} days of registering, and that time has passed.`,
    );
    expect(await referralOf(player.userId)).toBeUndefined();
  });

  it('refuses after a deposit', async () => {
    const owner = await registerPlayer(server);
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'USDT', '5');
    expect((await campaignsOf(player.client)).canSetReferrerUntil).toBeNull();
    const response = await setReferrer(player.client, owner.username);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A referrer can only be set before your first deposit.');
    expect(await referralOf(player.userId)).toBeUndefined();
  });

  it('refuses oneself (400) and a code no campaign has (404)', async () => {
    const player = await registerPlayer(server);
    const own = await createCampaign(player.client);
    for (const code of [player.username, own.code.toUpperCase()]) {
      const self = await setReferrer(player.client, code);
      expect(self.status).toBe(400);
      expect(self.body).toEqual({ message: 'You cannot refer yourself.', code: 'VALIDATION', field: 'code' });
    }
    const unknown = await setReferrer(player.client, 'no-such-code');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', field: 'code' });
    expect(await referralOf(player.userId)).toBeUndefined();
  });

  it('refuses a circle of two and of three', async () => {
    const a = await registerPlayer(server);
    const b = await register({ username: uniqueUsername('b'), referrer: a.username });
    const bName = b.response.body.user.username;
    const circle = await setReferrer(a.client, bName);
    expect(circle.status).toBe(409);
    expect(circle.body.message).toBe(
      'You cannot be referred by a player you referred, directly or through others.',
    );

    const c = await registerPlayer(server);
    expect((await setReferrer(c.client, bName)).status).toBe(200);
    const longer = await setReferrer(a.client, c.username);
    expect(longer.status).toBe(409);
    expect(await referralOf(a.userId)).toBeUndefined();
    // Someone outside the chain is fine.
    const d = await registerPlayer(server);
    expect((await setReferrer(a.client, d.username)).status).toBe(200);
  });

  it('lets exactly one of 20 calls at once win', async () => {
    const owners = await Promise.all(Array.from({ length: 4 }, () => registerPlayer(server)));
    const player = await registerPlayer(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => setReferrer(player.client, owners[i % owners.length]?.username)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = answers.find((answer) => answer.status === 200)?.body.referredBy;
    expect((await referralOf(player.userId))?.code).toBe(winner);
  });

  it('refuses bad input with a 400, and needs a login', async () => {
    const player = await registerPlayer(server);
    for (const body of [{}, { code: 'ab' }, { code: 'x y z' }, { code: 7 }, { code: 'abc', more: 1 }]) {
      const response = await player.client.post('/api/user/set-referrer', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
    }
    const anonymous = await setReferrer(server.client(), 'whatever');
    expect(anonymous.status).toBe(401);
  });
});
