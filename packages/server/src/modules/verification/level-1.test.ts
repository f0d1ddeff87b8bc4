import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { LEVEL_1, pendingSubmissionId, tempDataDir, upload } from '../../test/verification-helpers';

/**
 * Level 1 (personal details) and the player's view of their levels, on a real server
 * and database (PGlite, or PostgreSQL and Redis when configured). Nothing is faked.
 */
let server: TestServer;
/** The defaults: level 1 needs no review. */
let unreviewed: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { DATA_DIR: tempDataDir(), RESTRICTED_TERRITORIES: 'BR', KYC_LEVEL1_REVIEW: 'true' },
  });
  unreviewed = await startTestServer({ env: { DATA_DIR: tempDataDir() } });
});
afterAll(() => Promise.all([server.close(), unreviewed.close()]));

/** `YYYY-MM-DD`, `years` before today (UTC), moved by `days`. */
function birthday(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function submissionCount(userId: string, on: TestServer = server): Promise<number> {
  const rows = await on.context.database.db
    .selectFrom('verification_submissions')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

describe('POST /api/user/verify/level-1', () => {
  it('keeps the details for review when the operator asks for it: the level is pending, and the account says so', async () => {
    const player = await registerPlayer(server);
    const before = await player.client.get('/api/user/verify');
    expect(before.status).toBe(200);
    expect(before.body.levels.map((level: { state: string }) => level.state)).toEqual([
      'not_started',
      'not_started',
      'not_started',
      'not_started',
    ]);
    expect(before.body.levels.map((level: { canSubmit: boolean }) => level.canSubmit)).toEqual([
      true,
      false,
      false,
      false,
    ]);

    const response = await player.client.post('/api/user/verify/level-1', {
      ...LEVEL_1,
      fullName: '  Ada Lovelace ',
      country: 'de',
    });
    expect(response.status).toBe(200);
    expect(response.body.level).toMatchObject({ level: 1, state: 'pending', reason: null, canSubmit: false });

    const after = await player.client.get('/api/user/verify');
    expect(after.body.levels[0]).toMatchObject({ state: 'pending', submittedAt: expect.any(String) });
    const me = await player.client.get('/api/user/me');
    expect(me.body.user).toMatchObject({ kycComplete: 0, kycPending: 1, kycRequired: 0 });

    const staff = await registerStaff(server);
    const id = await pendingSubmissionId(staff.client, player.username, 1);
    const submission = await staff.client.get(`/api/admin/verification/${id}`);
    expect(submission.body.submission.data).toEqual({ ...LEVEL_1, fullName: 'Ada Lovelace', country: 'DE' });

    // One pending submission per level.
    const again = await player.client.post('/api/user/verify/level-1', LEVEL_1);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already waiting for review/);
    expect(await submissionCount(player.userId)).toBe(1);
  });

  it('refuses a player under 18 today, and takes one who turns 18 today', async () => {
    const player = await registerPlayer(server);
    const young = await player.client.post('/api/user/verify/level-1', {
      ...LEVEL_1,
      dateOfBirth: birthday(18, 1),
    });
    expect(young.status).toBe(400);
    expect(young.body).toEqual({
      message: 'You must be 18 or older to play and to verify your account.',
      code: 'VALIDATION',
      field: 'dateOfBirth',
    });
    const future = await player.client.post('/api/user/verify/level-1', {
      ...LEVEL_1,
      dateOfBirth: birthday(-1),
    });
    expect(future.status).toBe(400);
    expect(future.body.field).toBe('dateOfBirth');
    expect(await submissionCount(player.userId)).toBe(0);

    const adult = await player.client.post('/api/user/verify/level-1', {
      ...LEVEL_1,
      dateOfBirth: birthday(18),
    });
    expect(adult.status).toBe(200);
  });

  it('refuses residents of restricted territories, built in and the operator’s own', async () => {
    const player = await registerPlayer(server);
    for (const country of ['FR', 'US', 'gb', 'BR']) {
      const response = await player.client.post('/api/user/verify/level-1', { ...LEVEL_1, country });
      expect(response.status, country).toBe(403);
      expect(response.body).toMatchObject({ code: 'RESTRICTED_REGION', field: 'country' });
      expect(response.body.message).toMatch(/cannot accept players who live in/);
    }
    expect(await submissionCount(player.userId)).toBe(0);
  });

  it('answers bad input with a 400 naming the field, and keeps nothing', async () => {
    const player = await registerPlayer(server);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...LEVEL_1, fullName: '' }, 'fullName'],
      [{ ...LEVEL_1, fullName: 'x'.repeat(101) }, 'fullName'],
      [{ ...LEVEL_1, dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
      [{ ...LEVEL_1, dateOfBirth: '10/12/1990' }, 'dateOfBirth'],
      [{ ...LEVEL_1, country: 'ZZ' }, 'country'],
      [{ ...LEVEL_1, country: 42 }, 'country'],
      [{ ...LEVEL_1, addressLine: ' ' }, 'addressLine'],
      [{ ...LEVEL_1, city: undefined }, 'city'],
      [{ ...LEVEL_1, postalCode: '<script>' }, 'postalCode'],
      [{ ...LEVEL_1, role: 'admin' }, 'role'],
    ];
    for (const [body, field] of cases) {
      const response = await player.client.post('/api/user/verify/level-1', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION', field });
    }
    expect(await submissionCount(player.userId)).toBe(0);
    // Level 1 is JSON: multipart is read only by the document uploads.
    const other = await registerPlayer(server);
    const multipart = await upload(other.client, 1, {}, LEVEL_1);
    expect(multipart.status).toBe(415);
    expect(await submissionCount(other.userId)).toBe(0);
  });

  it('needs a login for every verification call, and staff for the review', async () => {
    const anonymous = server.client();
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      await anonymous.get('/api/user/verify'),
      await anonymous.post('/api/user/verify/level-1', LEVEL_1),
      await upload(anonymous, 2, {}),
      await upload(anonymous, 3, {}),
      await upload(anonymous, 4, {}),
      await anonymous.get('/api/admin/verification/pending'),
      await anonymous.get(`/api/admin/verification/${id}`),
      await anonymous.get(`/api/admin/verification/${id}/files/front`),
      await anonymous.post(`/api/admin/verification/${id}/approve`, {}),
      await anonymous.post(`/api/admin/verification/${id}/reject`, { reason: 'Blurry photo' }),
    ];
    for (const response of calls) {
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('NOT_LOGGED_IN');
    }
  });

  it('limits submissions to 10 an hour per player; another player is not held back', async () => {
    const player = await registerPlayer(server);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push(
        (await player.client.post('/api/user/verify/level-1', { ...LEVEL_1, country: 'FR' })).status,
      );
    }
    expect(statuses).toEqual(Array(10).fill(403));
    const limited = await player.client.post('/api/user/verify/level-1', LEVEL_1);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(await submissionCount(player.userId)).toBe(0);
    const other = await registerPlayer(server);
    expect((await other.client.post('/api/user/verify/level-1', LEVEL_1)).status).toBe(200);
  });
});

describe('level 1 without review (the default)', () => {
  it('is approved as sent: the account is level 1 at once, level 2 opens, and staff have nothing to review', async () => {
    const player = await registerPlayer(unreviewed);
    const response = await player.client.post('/api/user/verify/level-1', LEVEL_1);
    expect(response.status).toBe(200);
    expect(response.body.level).toMatchObject({
      level: 1,
      state: 'approved',
      reason: null,
      canSubmit: false,
    });
    const levels = (await player.client.get('/api/user/verify')).body.levels;
    expect(levels[0]).toMatchObject({ state: 'approved' });
    expect(levels[1]).toMatchObject({ state: 'not_started', canSubmit: true });
    expect((await player.client.get('/api/user/me')).body.user).toMatchObject({
      kycComplete: 1,
      kycPending: 0,
    });
    const staff = await registerStaff(unreviewed);
    const queue = await staff.client.get('/api/admin/verification/pending');
    expect(
      queue.body.submissions.filter((entry: { username: string }) => entry.username === player.username),
    ).toEqual([]);
    const again = await player.client.post('/api/user/verify/level-1', LEVEL_1);
    expect(again.status).toBe(409);
    expect(await submissionCount(player.userId, unreviewed)).toBe(1);
  });

  it('still refuses a player under 18 or in a restricted territory, and keeps nothing', async () => {
    const player = await registerPlayer(unreviewed);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    expect(
      (
        await player.client.post('/api/user/verify/level-1', {
          ...LEVEL_1,
          dateOfBirth: young.toISOString().slice(0, 10),
        })
      ).status,
    ).toBe(400);
    expect((await player.client.post('/api/user/verify/level-1', { ...LEVEL_1, country: 'US' })).status).toBe(
      403,
    );
    expect(await submissionCount(player.userId, unreviewed)).toBe(0);
  });
});
