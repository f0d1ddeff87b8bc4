import { COMMISSION_CHART_DAYS, COMMISSION_PERCENT, MAX_CAMPAIGNS_PER_PLAYER } from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { campaignsOf, createCampaign, defaultCampaignOf, uniqueCode } from './affiliate-test-helpers';

/**
 * A player's campaigns over HTTP, on a real database (PGlite, or PostgreSQL and Redis
 * when set). Commission figures come from commission/ and are only checked for shape here.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the campaign list', () => {
  it('gives every new player a default campaign whose code is their username', async () => {
    const { client, username } = await registerPlayer(server);
    const list = await campaignsOf(client);
    expect(list).toMatchObject({ commissionPercent: COMMISSION_PERCENT, referredBy: null });
    expect(list.campaigns).toEqual([
      {
        id: expect.any(String),
        name: 'Default',
        code: username,
        isDefault: true,
        createdAt: expect.any(String),
        commissionPercent: COMMISSION_PERCENT,
        hits: 0,
        referredPlayers: 0,
        wageredUsd: '0',
        earnedUsd: '0',
        claimedUsd: '0',
        availableUsd: '0',
        currencies: [],
        daily: expect.any(Array),
      },
    ]);
  });

  it('lists every one of the last days, oldest first, ending today (UTC)', async () => {
    const { client } = await registerPlayer(server);
    const { daily } = await defaultCampaignOf(client);
    expect(daily).toHaveLength(COMMISSION_CHART_DAYS);
    expect(daily.every((day) => day.usd === '0')).toBe(true);
    expect(daily.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
    for (let i = 1; i < daily.length; i += 1) {
      const gap = Date.parse(daily[i]?.day ?? '') - Date.parse(daily[i - 1]?.day ?? '');
      expect(gap).toBe(86_400_000);
    }
  });

  it('shows the default campaign first, then the others in the order they were made', async () => {
    const { client } = await registerPlayer(server);
    const first = await createCampaign(client, uniqueCode('zz'), 'First');
    const second = await createCampaign(client, uniqueCode('aa'), 'Second');
    const list = await campaignsOf(client);
    expect(list.campaigns.map((campaign) => campaign.id).slice(1)).toEqual([first.id, second.id]);
    expect(list.campaigns[0]?.isDefault).toBe(true);
  });

  it('shows staff a campaign percent of their own', async () => {
    const { client } = await registerPlayer(server);
    const campaign = await createCampaign(client);
    await server.context.database.db
      .updateTable('affiliate_campaigns')
      .set({ commission_percent: '12.5' })
      .where('id', '=', campaign.id)
      .execute();
    const list = await campaignsOf(client);
    expect(list.campaigns.find((one) => one.id === campaign.id)?.commissionPercent).toBe(12.5);
    expect(list.commissionPercent).toBe(COMMISSION_PERCENT);
  });

  it('needs a login', async () => {
    const response = await server.client().get('/api/affiliate/campaigns');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('NOT_LOGGED_IN');
  });
});

describe('creating a campaign', () => {
  it('answers the campaign as the list shows it, with the code as typed', async () => {
    const { client } = await registerPlayer(server);
    const code = uniqueCode('Spring');
    const created = await createCampaign(client, ` ${code} `, ' Spring sale ');
    expect(created).toMatchObject({
      name: 'Spring sale',
      code,
      isDefault: false,
      hits: 0,
      referredPlayers: 0,
    });
    expect((await campaignsOf(client)).campaigns[1]).toEqual(created);
  });

  it('refuses a code any campaign has, in any case, with a 409 on code', async () => {
    const owner = await registerPlayer(server);
    const other = await registerPlayer(server);
    const code = uniqueCode('Taken');
    await createCampaign(owner.client, code);
    for (const [client, again] of [
      [owner.client, code.toUpperCase()],
      [other.client, code.toLowerCase()],
      [other.client, owner.username.toUpperCase()],
    ] as const) {
      const response = await client.post('/api/affiliate/campaigns', { name: 'Copy', code: again });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        message: 'That code is already taken. Please choose another.',
        code: 'CONFLICT',
        field: 'code',
      });
    }
    expect((await campaignsOf(other.client)).campaigns).toHaveLength(1);
  });

  it('lets one of several players racing for one code have it', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => registerPlayer(server)));
    const code = uniqueCode('race');
    const answers = await Promise.all(
      players.map((player, i) => player.client.post('/api/affiliate/campaigns', { name: `P${i}`, code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).every((a) => a.body.field === 'code')).toBe(
      true,
    );
  });

  it(`stops at ${MAX_CAMPAIGNS_PER_PLAYER} campaigns, the default one included, even when asked at once`, async () => {
    const { client } = await registerPlayer(server);
    const answers = await Promise.all(
      Array.from({ length: MAX_CAMPAIGNS_PER_PLAYER + 3 }, (_, i) =>
        client.post('/api/affiliate/campaigns', { name: `C${i}`, code: uniqueCode('max') }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_CAMPAIGNS_PER_PLAYER - 1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.message).toContain(`${MAX_CAMPAIGNS_PER_PLAYER} campaigns`);
    expect((await campaignsOf(client)).campaigns).toHaveLength(MAX_CAMPAIGNS_PER_PLAYER);
  });

  it('refuses bad codes and names with a 400 that names the field', async () => {
    const { client } = await registerPlayer(server);
    const cases: Array<[unknown, string, RegExp]> = [
      [{ name: 'x', code: 'ab' }, 'code', /3 to 20/],
      [{ name: 'x', code: 'a'.repeat(21) }, 'code', /3 to 20/],
      [{ name: 'x', code: 'has space' }, 'code', /letters, digits/],
      [{ name: 'x', code: 'émile' }, 'code', /letters, digits/],
      [{ name: 'x', code: 'semi;colon' }, 'code', /letters, digits/],
      [{ name: 'x', code: 42 }, 'code', /./],
      [{ name: 'x' }, 'code', /required/],
      [{ name: '', code: uniqueCode() }, 'name', /empty/],
      [{ name: '   ', code: uniqueCode() }, 'name', /empty/],
      [{ name: 'n'.repeat(33), code: uniqueCode() }, 'name', /at most 32/],
      [{ name: 'a\u0007b', code: uniqueCode() }, 'name', /control/],
      [{ name: 'x', code: uniqueCode(), extra: 1 }, 'extra', /./],
    ];
    for (const [body, field, message] of cases) {
      const response = await client.post('/api/affiliate/campaigns', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.field, JSON.stringify(body)).toBe(field);
      expect(response.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect((await campaignsOf(client)).campaigns).toHaveLength(1);
  });

  it('accepts codes at both length limits, with - and _', async () => {
    const { client } = await registerPlayer(server);
    const short = uniqueCode().slice(-3);
    const long = `a_-${uniqueCode()}`.padEnd(20, 'z');
    expect((await createCampaign(client, short)).code).toBe(short);
    expect((await createCampaign(client, long)).code).toBe(long);
  });

  it('needs a login', async () => {
    const response = await server
      .client()
      .post('/api/affiliate/campaigns', { name: 'x', code: uniqueCode() });
    expect(response.status).toBe(401);
  });
});

describe('renaming a campaign and changing its code', () => {
  it('renames, and changes the code, the default campaign too', async () => {
    const { client, username } = await registerPlayer(server);
    const campaign = await defaultCampaignOf(client);
    const renamed = await client.post(`/api/affiliate/campaign/${campaign.id}/rename`, { name: 'Main' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: campaign.id, name: 'Main', code: username, isDefault: true });
    const code = uniqueCode('new');
    const recoded = await client.post(`/api/affiliate/campaign/${campaign.id}/code`, { code });
    expect(recoded.status).toBe(200);
    expect(recoded.body).toMatchObject({ id: campaign.id, name: 'Main', code });
    expect(await defaultCampaignOf(client)).toEqual(recoded.body);
  });

  it('frees the old code for anyone, and lets a campaign take its own code in another case', async () => {
    const owner = await registerPlayer(server);
    const other = await registerPlayer(server);
    const campaign = await createCampaign(owner.client, uniqueCode('old'));
    const upper = await owner.client.post(`/api/affiliate/campaign/${campaign.id}/code`, {
      code: campaign.code.toUpperCase(),
    });
    expect(upper.status).toBe(200);
    expect(upper.body.code).toBe(campaign.code.toUpperCase());
    await owner.client.post(`/api/affiliate/campaign/${campaign.id}/code`, { code: uniqueCode('moved') });
    expect((await createCampaign(other.client, campaign.code)).code).toBe(campaign.code);
  });

  it("refuses another campaign's code in any case, and changes nothing", async () => {
    const owner = await registerPlayer(server);
    const other = await registerPlayer(server);
    const taken = await createCampaign(other.client, uniqueCode('Theirs'));
    const mine = await createCampaign(owner.client);
    for (const code of [taken.code.toLowerCase(), taken.code.toUpperCase(), other.username]) {
      const response = await owner.client.post(`/api/affiliate/campaign/${mine.id}/code`, { code });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'CONFLICT', field: 'code' });
    }
    expect((await campaignsOf(owner.client)).campaigns[1]?.code).toBe(mine.code);
  });

  it("answers 403 for another player's campaign and 404 for none, changing nothing", async () => {
    const owner = await registerPlayer(server);
    const intruder = await registerPlayer(server);
    const campaign = await createCampaign(owner.client);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [path, body] of [
      ['rename', { name: 'Mine now' }],
      ['code', { code: uniqueCode('stolen') }],
      ['users', {}],
    ] as const) {
      const forbidden = await intruder.client.post(`/api/affiliate/campaign/${campaign.id}/${path}`, body);
      expect(forbidden.status, path).toBe(403);
      expect(forbidden.body).toEqual({ message: 'This campaign is not yours.', code: 'FORBIDDEN' });
      const missing = await intruder.client.post(`/api/affiliate/campaign/${unknown}/${path}`, body);
      expect(missing.status, path).toBe(404);
      const anonymous = await server.client().post(`/api/affiliate/campaign/${campaign.id}/${path}`, body);
      expect(anonymous.status, path).toBe(401);
    }
    expect((await campaignsOf(owner.client)).campaigns[1]).toEqual(campaign);
  });

  it('refuses a bad id, name or code with a 400', async () => {
    const { client } = await registerPlayer(server);
    const campaign = await createCampaign(client);
    const bad = [
      await client.post('/api/affiliate/campaign/not-a-uuid/rename', { name: 'x' }),
      await client.post(`/api/affiliate/campaign/${campaign.id}/rename`, { name: '' }),
      await client.post(`/api/affiliate/campaign/${campaign.id}/rename`, {}),
      await client.post(`/api/affiliate/campaign/${campaign.id}/code`, { code: 'no' }),
      await client.post(`/api/affiliate/campaign/${campaign.id}/code`, { code: 'a/b/c' }),
    ];
    expect(bad.map((response) => response.status)).toEqual([400, 400, 400, 400, 400]);
    expect(bad.map((response) => response.body.field)).toEqual(['id', 'name', 'name', 'code', 'code']);
  });
});

describe('campaign names', () => {
  it('refuses a name that stacks marks on one letter, with a 400 in sentences', async () => {
    const { client } = await registerPlayer(server);
    const stacked = `A${'\u0301'.repeat(20)}`;
    const response = await client.post('/api/affiliate/campaigns', { name: stacked, code: uniqueCode('mk') });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/at most 3 accents or marks on one character/);
    const accented = await client.post('/api/affiliate/campaigns', {
      name: 'Café Ñoño',
      code: uniqueCode('ok'),
    });
    expect(accented.status).toBe(200);
  });
});
