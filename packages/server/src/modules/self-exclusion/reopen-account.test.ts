import { REOPEN_COOLING_OFF_MS } from '@ante/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { type ExclusionColumns, exclusionOf } from './exclusion-of';
import { onBreak } from './on-break';
import { bet, DAY_MS, startBreak, type VerifiedPlayer, verifiedPlayer } from './test-helpers';

/**
 * Time-outs, and the end of a self-exclusion over HTTP on a real database (PGlite, or
 * PostgreSQL + Redis) with a real SMTP inbox for the links. Time is moved by setting the
 * account's timestamps in the database, as the clock would have moved them.
 */
let smtp: SmtpInbox;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://casino.test' } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const db = () => server.context.database.db;

/** Moves the account's timestamps as if `ms` had passed. */
async function timePasses(userId: string, ms: number): Promise<void> {
  await db()
    .updateTable('users')
    .set({
      excluded_until: sql`excluded_until - ${`${ms} milliseconds`}::interval`,
      reopens_at: sql`reopens_at - ${`${ms} milliseconds`}::interval`,
    })
    .where('id', '=', userId)
    .execute();
}

const me = async (player: VerifiedPlayer) => (await player.client.get('/api/user/me')).body.user.exclusion;
const reopen = (player: VerifiedPlayer, body: unknown = {}) =>
  player.client.post('/api/user/exclude/reopen', body);

describe('time-outs', () => {
  it('6 weeks is a 42-day time-out that ends by itself, with nothing to confirm', async () => {
    const player = await verifiedPlayer(server, smtp);
    const before = Date.now();
    const exclusion = await startBreak(server, smtp, player, 'six-weeks');
    expect(exclusion).toMatchObject({
      permanent: false,
      kind: 'time-out',
      state: 'running',
      reopensAt: null,
    });
    const days = (Date.parse(exclusion.until) - before) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(42 - 1 / 86_400);
    expect(days).toBeLessThanOrEqual(42 + 1 / 86_400);

    const refused = await player.client.post('/api/play/dice/bet', bet);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Your account is on a time-out until .+ UTC\. /);
    const early = await reopen(player);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      /^Your time-out ends by itself until .+; there is nothing to confirm\.$/,
    );

    await timePasses(player.userId, 42 * DAY_MS);
    expect(await me(player)).toBeNull();
    expect((await player.client.post('/api/play/dice/bet', bet)).status).toBe(200);
  });
});

describe('the end of a self-exclusion', () => {
  it('keeps the account closed until the player confirms, then for 24 hours more', async () => {
    const player = await verifiedPlayer(server, smtp);
    const exclusion = await startBreak(server, smtp, player, 'half-year');
    expect(exclusion).toMatchObject({ kind: 'self-exclusion', state: 'running' });
    const running = await player.client.post('/api/play/dice/bet', bet);
    expect(running.body.message).toMatch(
      /^Your account is self-excluded until .+ UTC\. You can still withdraw/,
    );

    const tooEarly = await reopen(player);
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.message).toMatch(
      /^Your self-exclusion lasts until .+ UTC\. You can ask to reopen your account once it has ended\.$/,
    );
    expect((await me(player)).reopensAt).toBeNull();

    // Its time passes: the account stays closed, waiting for the player.
    await timePasses(player.userId, 182 * DAY_MS);
    expect(await me(player)).toMatchObject({ kind: 'self-exclusion', state: 'ended', reopensAt: null });
    const ended = await player.client.post('/api/play/dice/bet', bet);
    expect(ended.status).toBe(403);
    expect(ended.body.code).toBe('SELF_EXCLUDED');
    expect(ended.body.message).toMatch(
      /^Your self-exclusion has ended, but your account stays closed until you confirm/,
    );
    expect((await player.client.post('/api/wallet/deposit', { currency: 'BTC' })).status).toBe(403);

    const before = Date.now();
    const confirmed = await reopen(player);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.exclusion).toMatchObject({ kind: 'self-exclusion', state: 'reopening' });
    const reopensAt = Date.parse(confirmed.body.exclusion.reopensAt);
    expect(reopensAt - before).toBeGreaterThanOrEqual(REOPEN_COOLING_OFF_MS - 1000);
    expect(reopensAt - Date.now()).toBeLessThanOrEqual(REOPEN_COOLING_OFF_MS);
    expect(await me(player)).toEqual(confirmed.body.exclusion);

    // Confirming again, even at once from two tabs, does not restart the wait.
    const again = await Promise.all([reopen(player), reopen(player)]);
    for (const answer of again) {
      expect(answer.status).toBe(200);
      expect(answer.body.exclusion.reopensAt).toBe(confirmed.body.exclusion.reopensAt);
    }
    const coolingOff = await player.client.post('/api/play/dice/bet', bet);
    expect(coolingOff.status).toBe(403);
    expect(coolingOff.body.message).toMatch(
      /^Your self-exclusion has ended; your account reopens at .+ UTC\./,
    );

    await timePasses(player.userId, REOPEN_COOLING_OFF_MS - 60_000);
    expect((await player.client.post('/api/play/dice/bet', bet)).status).toBe(403);
    await timePasses(player.userId, 61_000);
    expect(await me(player)).toBeNull();
    expect((await player.client.post('/api/play/dice/bet', bet)).status).toBe(200);
    const open = await reopen(player);
    expect(open.status).toBe(409);
    expect(open.body.message).toBe('Your account is not on a break: it is open.');
  });

  it('stays a self-exclusion when a short break is chosen after it ends, and forgets a reopening', async () => {
    const player = await verifiedPlayer(server, smtp);
    await startBreak(server, smtp, player, 'year');
    await timePasses(player.userId, 365 * DAY_MS);
    expect((await reopen(player)).status).toBe(200);
    // The rate limit allows one link a minute; an older request stands in for the wait.
    await db()
      .updateTable('exclusion_requests')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .where('user_id', '=', player.userId)
      .execute();
    const next = await startBreak(server, smtp, player, 'day');
    expect(next).toMatchObject({ kind: 'self-exclusion', state: 'running', reopensAt: null });
    await timePasses(player.userId, DAY_MS);
    expect(await me(player)).toMatchObject({ state: 'ended' });
  });

  it('needs a login and an empty body', async () => {
    expect((await server.client().post('/api/user/exclude/reopen', {})).status).toBe(401);
    const player = await verifiedPlayer(server, smtp);
    for (const body of [{ extra: 1 }, { reopen: true }, [], 'yes']) {
      const answer = await reopen(player, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const none = await reopen(player);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Your account is not on a break: it is open.');
  });
});

describe('onBreak', () => {
  it('says in SQL what exclusionOf says for one row', async () => {
    const now = Date.now();
    const cases: ExclusionColumns[] = [];
    for (const excluded_permanently of [false, true]) {
      for (const excluded_until of [null, new Date(now - DAY_MS), new Date(now + DAY_MS)]) {
        for (const exclusion_kind of [null, 'time-out', 'self-exclusion'] as const) {
          for (const reopens_at of [null, new Date(now - 60_000), new Date(now + 60_000)]) {
            cases.push({ excluded_permanently, excluded_until, exclusion_kind, reopens_at });
          }
        }
      }
    }
    const players = await Promise.all(cases.map(() => registerPlayer(server)));
    await Promise.all(
      cases.map((columns, index) =>
        db()
          .updateTable('users')
          .set(columns)
          .where('id', '=', players[index]?.userId ?? '')
          .execute(),
      ),
    );
    const rows = await db()
      .selectFrom('users as u')
      .select(['u.id', onBreak('u').as('on_break')])
      .where(
        'u.id',
        'in',
        players.map((player) => player.userId),
      )
      .execute();
    const inSql = new Map(rows.map((row) => [row.id, row.on_break]));
    const expected = cases.map((columns) => exclusionOf(columns) !== null);
    expect(players.map((player) => inSql.get(player.userId))).toEqual(expected);
    expect(expected.filter(Boolean).length).toBeGreaterThan(0);
  });
});
