import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestServer,
  uniqueUsername,
} from '../../test/harness';
import { createCampaign } from './affiliate-test-helpers';

/**
 * A campaign's referred players, over HTTP on a real database (PGlite, or PostgreSQL
 * and Redis when set). What each wagered and earned comes from commission/ and is only
 * checked for shape here.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Registers a player with `code` as referrer, as if they had registered `minutesAgo` minutes ago. */
async function referred(code: string, minutesAgo: number) {
  const username = uniqueUsername('ref');
  const response = await server
    .client()
    .post('/api/user/register', { username, password: PASSWORD, referrer: code });
  expect(response.status).toBe(200);
  const userId: string = response.body.user.userId;
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  await server.context.database.db
    .updateTable('users')
    .set({ created_at: createdAt })
    .where('id', '=', userId)
    .execute();
  return { username, userId, joined: createdAt.toISOString() };
}

describe('POST /api/affiliate/campaign/:id/users', () => {
  it('lists the referred players newest first, ten to a page unless asked otherwise', async () => {
    const owner = await registerPlayer(server);
    const campaign = await createCampaign(owner.client);
    const players = [];
    // Registered in an order that is not the order of their accounts' ages.
    for (let i = 0; i < 23; i += 1) players.push(await referred(campaign.code, (i * 7) % 23));
    // Someone else's referral is not listed.
    await referred(owner.username, 0);
    const newestFirst = [...players].sort((a, b) => b.joined.localeCompare(a.joined));

    const path = `/api/affiliate/campaign/${campaign.id}/users`;
    const pages = [
      await owner.client.post(path),
      await owner.client.post(path, { offset: 10 }),
      await owner.client.post(path, { limit: 10, offset: 20, sort: 'created' }),
    ];
    for (const page of pages) expect(page.status).toBe(200);
    expect(pages.map((page) => page.body.total)).toEqual([23, 23, 23]);
    expect(pages.map((page) => page.body.users.length)).toEqual([10, 10, 3]);
    const listed = pages.flatMap((page) => page.body.users);
    expect(listed).toEqual(
      newestFirst.map((player) => ({
        username: player.username,
        joined: player.joined,
        wageredUsd: '0',
        commissionUsd: '0',
      })),
    );
    const big = await owner.client.post(path, { limit: 100 });
    expect(big.body.users).toHaveLength(23);
    const past = await owner.client.post(path, { offset: 40 });
    expect(past.body).toEqual({ total: 23, users: [] });
  });

  it('orders players who joined at the same moment by id, and hides private players’ names', async () => {
    const owner = await registerPlayer(server);
    const campaign = await createCampaign(owner.client);
    const [a, b, c] = [
      await referred(campaign.code, 5),
      await referred(campaign.code, 5),
      await referred(campaign.code, 9),
    ];
    const same = new Date(Date.now() - 5 * 60_000);
    await server.context.database.db
      .updateTable('users')
      .set({ created_at: same })
      .where('id', 'in', [a?.userId ?? '', b?.userId ?? ''])
      .execute();
    await server.context.database.db
      .updateTable('users')
      .set({ private: true })
      .where('id', '=', c?.userId ?? '')
      .execute();
    const response = await owner.client.post(`/api/affiliate/campaign/${campaign.id}/users`, {});
    const tied = [a, b].sort((x, y) => ((x?.userId ?? '') < (y?.userId ?? '') ? 1 : -1));
    expect(response.body.users.map((user: { username: string | null }) => user.username)).toEqual([
      tied[0]?.username,
      tied[1]?.username,
      null,
    ]);
  });

  it('refuses bad paging with a 400 that names the field', async () => {
    const owner = await registerPlayer(server);
    const campaign = await createCampaign(owner.client);
    const path = `/api/affiliate/campaign/${campaign.id}/users`;
    for (const [body, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ limit: 1.5 }, 'limit'],
      [{ limit: '10' }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ sort: 'wagered' }, 'sort'],
      [{ page: 2 }, 'page'],
    ] as const) {
      const response = await owner.client.post(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.field, JSON.stringify(body)).toBe(field);
    }
  });
});
