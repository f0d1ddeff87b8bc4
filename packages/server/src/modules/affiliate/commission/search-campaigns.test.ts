import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';
import { createCampaign, uniqueCode } from '../affiliate-test-helpers';
import { affiliate, refer } from './commission-test-helpers';

/** The staff's list of campaigns over real HTTP on a real database; referrals are inserted directly. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = (query: string) => `/api/admin/affiliate/campaigns${query}`;

describe('GET /admin/affiliate/campaigns', () => {
  it('finds a campaign by its code, its name or its owner, with its percent and referrals', async () => {
    const admin = await registerStaff(server);
    const owner = await affiliate(server);
    const code = uniqueCode('Spring_');
    const created = await createCampaign(owner.client, code, 'Spring promo');
    for (let index = 0; index < 2; index += 1) {
      const referred = await registerPlayer(server);
      await refer(server, created.id, referred.userId);
    }
    const set = await admin.client.post(`/api/admin/affiliate/campaign/${created.id}/commission`, {
      percent: 12.5,
    });
    expect(set.status).toBe(200);

    const byCode = await admin.client.get(list(`?q=${code.toUpperCase()}`));
    expect(byCode.status).toBe(200);
    expect(byCode.body).toEqual({
      total: 1,
      campaigns: [
        {
          id: created.id,
          name: 'Spring promo',
          code,
          ownerId: owner.userId,
          ownerUsername: owner.username,
          isDefault: false,
          commissionPercent: 12.5,
          customPercent: true,
          referrals: 2,
          createdAt: expect.any(String),
        },
      ],
    });

    // The owner's name finds both their campaigns, the one with referrals first.
    const byOwner = await admin.client.get(list(`?q=${owner.username}`));
    expect(byOwner.body.campaigns.map((c: { code: string }) => c.code)).toEqual([code, owner.username]);
    expect(byOwner.body.campaigns[1]).toMatchObject({ isDefault: true, customPercent: false, referrals: 0 });
  });

  it('takes LIKE wildcards literally and pages on the server', async () => {
    const admin = await registerStaff(server);
    const underscore = await admin.client.get(list('?q=%25_'));
    expect(underscore.status).toBe(200);
    expect(underscore.body).toEqual({ campaigns: [], total: 0 });

    const first = await admin.client.get(list('?limit=2'));
    const second = await admin.client.get(list('?limit=2&offset=2'));
    expect(first.body.campaigns).toHaveLength(2);
    expect(first.body.total).toBeGreaterThanOrEqual(4);
    expect(second.body.total).toBe(first.body.total);
    const ids = [...first.body.campaigns, ...second.body.campaigns].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('refuses bad input with a 400 that says what is wrong', async () => {
    const admin = await registerStaff(server);
    const cases: Array<[string, RegExp]> = [
      ['?offset=1000000000000', /offset/],
      ['?limit=0', /limit/],
      ['?limit=abc', /limit/],
      [`?q=${'a'.repeat(101)}`, /q is at most 100 characters/],
      ['?q=a%00b', /q must not (hold|contain) control characters/],
      ['?q=%1B%5B31m', /q must not (hold|contain) control characters/],
      ['?q=x&q=y', /q/],
      ['?sort=1', /sort|Unrecognized/i],
    ];
    for (const [query, message] of cases) {
      const response = await admin.client.get(list(query));
      expect(response.status, query).toBe(400);
      expect(response.body.message, query).toMatch(message);
    }
    const hostile = await admin.client.get(list(`?q=${encodeURIComponent("'; drop table users; --")}`));
    expect(hostile.status).toBe(200);
    expect(hostile.body.total).toBe(0);
  });

  it('is for staff who manage affiliates', async () => {
    expect((await server.client().get(list(''))).status).toBe(401);
    const player = await registerPlayer(server);
    expect((await player.client.get(list(''))).status).toBe(403);
    const support = await registerStaff(server, undefined, 'support');
    const refused = await support.client.get(list(''));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('affiliates.manage');
  });
});
