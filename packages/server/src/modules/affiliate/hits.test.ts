import { HIT_REQUESTS_PER_MINUTE } from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { campaignsOf, createCampaign, uniqueCode } from './affiliate-test-helpers';

/**
 * Visits brought by links, over HTTP on a real database and the real rate-limit store
 * (memory, or Redis when REDIS_URL is set). The server trusts the test's proxy header,
 * so each test speaks from addresses of its own.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => server.close());

let lastAddress = 0;
function newAddress(): string {
  lastAddress += 1;
  return `10.20.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

const hit = (code: string, address: string) =>
  server.client().post(`/api/affiliate/code/${encodeURIComponent(code)}/hit`, undefined, {
    'x-forwarded-for': address,
  });

async function hitsOf(campaignId: string): Promise<string> {
  const row = await server.context.database.db
    .selectFrom('affiliate_campaigns')
    .select('hits')
    .where('id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return String(row.hits);
}

describe('POST /api/affiliate/code/:code/hit', () => {
  it('counts a visit once per address and code a day, whatever the case, without a login', async () => {
    const owner = await registerPlayer(server);
    const campaign = await createCampaign(owner.client, uniqueCode('Visit'));
    const first = newAddress();
    expect(await hit(campaign.code, first)).toMatchObject({ status: 200, body: { counted: true } });
    for (const again of [campaign.code, campaign.code.toUpperCase(), campaign.code.toLowerCase()]) {
      expect(await hit(again, first)).toMatchObject({ status: 200, body: { counted: false } });
    }
    expect(await hit(campaign.code.toUpperCase(), newAddress())).toMatchObject({ body: { counted: true } });
    expect(await hitsOf(campaign.id)).toBe('2');
    const shown = (await campaignsOf(owner.client)).campaigns.find((one) => one.id === campaign.id);
    expect(shown?.hits).toBe(2);
  });

  it('counts another code from the same address', async () => {
    const owner = await registerPlayer(server);
    const one = await createCampaign(owner.client);
    const two = await createCampaign(owner.client);
    const address = newAddress();
    expect((await hit(one.code, address)).body).toEqual({ counted: true });
    expect((await hit(two.code, address)).body).toEqual({ counted: true });
    expect((await hit(owner.username, address)).body).toEqual({ counted: true });
    expect([await hitsOf(one.id), await hitsOf(two.id)]).toEqual(['1', '1']);
  });

  it('answers 404 for an unknown code and changes nothing, and 400 for a bad one', async () => {
    const owner = await registerPlayer(server);
    const campaign = await createCampaign(owner.client);
    const address = newAddress();
    const unknown = await hit('no-such-campaign', address);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', field: 'code' });
    for (const bad of ['ab', 'a'.repeat(21), 'bad code', 'émile']) {
      const response = await hit(bad, address);
      expect(response.status, bad).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION', field: 'code' });
    }
    expect(await hitsOf(campaign.id)).toBe('0');
    // The unknown code did not use up the address's visit for a code made later.
    await owner.client.post(`/api/affiliate/campaign/${campaign.id}/code`, { code: 'no-such-campaign' });
    expect((await hit('no-such-campaign', address)).body).toEqual({ counted: true });
  });

  it('counts the visit on the campaign that has the code now', async () => {
    const owner = await registerPlayer(server);
    const campaign = await createCampaign(owner.client);
    const code = uniqueCode('moved');
    await owner.client.post(`/api/affiliate/campaign/${campaign.id}/code`, { code });
    expect((await hit(campaign.code, newAddress())).status).toBe(404);
    expect((await hit(code, newAddress())).body).toEqual({ counted: true });
    expect(await hitsOf(campaign.id)).toBe('1');
  });

  it('refuses an address that reports visits faster than a page could (429)', async () => {
    const owner = await registerPlayer(server);
    const campaign = await createCampaign(owner.client);
    const address = newAddress();
    const answers = [];
    for (let i = 0; i < HIT_REQUESTS_PER_MINUTE + 1; i += 1) {
      answers.push(await hit(i === 0 ? campaign.code : uniqueCode('spray'), address));
    }
    expect(answers.slice(0, HIT_REQUESTS_PER_MINUTE).every((answer) => answer.status !== 429)).toBe(true);
    const limited = answers.at(-1);
    expect(limited?.status).toBe(429);
    expect(limited?.body.code).toBe('RATE_LIMITED');
    // Another address is not held up.
    expect((await hit(campaign.code, newAddress())).body).toEqual({ counted: true });
  });
});
