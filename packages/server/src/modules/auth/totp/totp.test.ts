import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerPlayer, startTestServer, type TestServer } from '../../../test/harness';
import { awayFromStepEdge, codeAt, enableTwoFactor } from '../../../test/totp-helpers';
import { checkTotpCode, TOTP_MAX_FAILURES } from './check-totp-code';
import { matchingStep } from './totp-code';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.context.database.db;

describe('the TOTP configuration (RFC 6238)', () => {
  // Appendix B: the SHA-1 seed is the ASCII text "12345678901234567890".
  const seed = Secret.fromLatin1('12345678901234567890');
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];

  it.each(vectors)('gives the appendix code at T = %i s', (seconds, code) => {
    expect(
      TOTP.generate({ secret: seed, algorithm: 'SHA1', digits: 8, period: 30, timestamp: seconds * 1000 }),
    ).toBe(code);
  });

  it.each(vectors)(
    'accepts the six-digit form of the appendix code at T = %i s, for its step',
    (seconds, code) => {
      // A six-digit code is the same truncated value modulo 10^6: the last six digits.
      expect(matchingStep(seed.base32, code.slice(2), seconds * 1000)).toBe(Math.floor(seconds / 30));
    },
  );

  it('accepts one step either side and no further', () => {
    const at = 1_234_567_890_000;
    const code = (steps: number) => TOTP.generate({ secret: seed, timestamp: at + steps * 30_000 });
    const step = Math.floor(at / 30_000);
    expect(matchingStep(seed.base32, code(-1), at)).toBe(step - 1);
    expect(matchingStep(seed.base32, code(1), at)).toBe(step + 1);
    expect(matchingStep(seed.base32, code(-2), at)).toBeNull();
    expect(matchingStep(seed.base32, code(2), at)).toBeNull();
  });
});

describe('GET /api/user/totp/new and POST /api/user/totp/verify', () => {
  it('gives a pending secret with its otpauth URI and QR, and turns two-factor on only with its code', async () => {
    const { client, username, userId } = await registerPlayer(server);
    expect((await client.get('/api/user/me')).body.user.totpEnabled).toBe(false);
    const setup = await client.get('/api/user/totp/new');
    expect(setup.status).toBe(200);
    const { secret, uri, qrDataUrl } = setup.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.host).toBe('totp');
    expect(decodeURIComponent(parsed.pathname)).toBe(`/Ante:${username}`);
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('issuer')).toBe('Ante');
    expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrDataUrl.split(',')[1], 'base64').toString()).toContain('<svg');

    // The secret is stored sealed: the raw column does not hold it.
    const row = await db()
      .selectFrom('user_totp')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.pending_secret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secret);

    await awayFromStepEdge();
    const wrong = await client.post('/api/user/totp/verify', { code: codeAt(secret, 3) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_TOTP_CODE', field: 'code' });
    expect((await client.get('/api/user/me')).body.user.totpEnabled).toBe(false);

    const right = await client.post('/api/user/totp/verify', { code: codeAt(secret) });
    expect(right.status).toBe(200);
    expect(right.body.user.totpEnabled).toBe(true);
    expect((await client.get('/api/user/me')).body.user.totpEnabled).toBe(true);
    const enabled = await db()
      .selectFrom('user_totp')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(enabled.secret).toMatch(/^v1\./);
    expect(enabled.pending_secret).toBeNull();
    expect(JSON.stringify(enabled)).not.toContain(secret);

    // No new set-up while it is on.
    expect((await client.get('/api/user/totp/new')).status).toBe(409);
  });

  it('only the last secret shown works', async () => {
    const { client } = await registerPlayer(server);
    const first = (await client.get('/api/user/totp/new')).body.secret;
    const second = (await client.get('/api/user/totp/new')).body.secret;
    expect(second).not.toBe(first);
    await awayFromStepEdge();
    expect((await client.post('/api/user/totp/verify', { code: codeAt(first) })).status).toBe(400);
    expect((await client.post('/api/user/totp/verify', { code: codeAt(second) })).status).toBe(200);
  });

  it('refuses a set-up left for over an hour (409), and changes nothing', async () => {
    const { client, userId } = await registerPlayer(server);
    const { secret } = (await client.get('/api/user/totp/new')).body;
    await db()
      .updateTable('user_totp')
      .set({ pending_created_at: new Date(Date.now() - 61 * 60_000) })
      .where('user_id', '=', userId)
      .execute();
    const response = await client.post('/api/user/totp/verify', { code: codeAt(secret) });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/expired/);
    expect((await client.get('/api/user/me')).body.user.totpEnabled).toBe(false);
  });

  it('refuses verify before any set-up (409)', async () => {
    const { client } = await registerPlayer(server);
    const response = await client.post('/api/user/totp/verify', { code: '123456' });
    expect(response.status).toBe(409);
  });
});

describe('POST /api/user/totp/disable', () => {
  it('turns two-factor off with a right code, not with a wrong one', async () => {
    const { client, userId } = await registerPlayer(server);
    const secret = await enableTwoFactor(client);
    const wrong = await client.post('/api/user/totp/disable', { code: codeAt(secret, 4) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('WRONG_TOTP_CODE');
    expect((await client.get('/api/user/me')).body.user.totpEnabled).toBe(true);
    const right = await client.post('/api/user/totp/disable', { code: codeAt(secret) });
    expect(right.status).toBe(200);
    expect(right.body.user.totpEnabled).toBe(false);
    const row = await db()
      .selectFrom('user_totp')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.secret).toBeNull();
    expect((await client.post('/api/user/totp/disable', { code: codeAt(secret, 1) })).status).toBe(409);
  });

  it('asks for a code (400 naming it) and refuses a missing one', async () => {
    const { client } = await registerPlayer(server);
    await enableTwoFactor(client);
    const response = await client.post('/api/user/totp/disable', {});
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field: 'code' });
  });
});

describe('code rules', () => {
  it('accepts a step once: a replay is refused, and of two simultaneous uses only one succeeds', async () => {
    const { client, username } = await registerPlayer(server);
    const secret = await enableTwoFactor(client);
    const code = codeAt(secret);
    const login = () =>
      server.client().post('/api/user/login', { username, password: PASSWORD, totpCode: code });
    const answers = await Promise.all([login(), login(), login()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body.code)).toEqual([
      'WRONG_TOTP_CODE',
      'WRONG_TOTP_CODE',
    ]);
    // On again; the spent steps stay spent under the new secret's check too.
    const other = await registerPlayer(server);
    const otherSecret = await enableTwoFactor(other.client);
    const used = codeAt(otherSecret);
    expect((await other.client.post('/api/user/totp/disable', { code: used })).status).toBe(200);
    const again = await other.client.get('/api/user/totp/new');
    const replay = await other.client.post('/api/user/totp/verify', { code: codeAt(again.body.secret, -1) });
    expect(replay.status).toBe(400);
  });

  it('refuses a replayed code with its own message', async () => {
    const { client } = await registerPlayer(server);
    const secret = await enableTwoFactor(client);
    // The step that turned two-factor on is spent.
    const replay = await client.post('/api/user/totp/disable', { code: codeAt(secret, -1) });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/used already/);
  });

  it('accepts the next step and refuses codes two steps away', async () => {
    const { client } = await registerPlayer(server);
    const secret = await enableTwoFactor(client);
    expect((await client.post('/api/user/totp/disable', { code: codeAt(secret, 2) })).status).toBe(400);
    expect((await client.post('/api/user/totp/disable', { code: codeAt(secret, -2) })).status).toBe(400);
    expect((await client.post('/api/user/totp/disable', { code: codeAt(secret, 1) })).status).toBe(200);
  });

  it('locks code entry for 15 minutes after five wrong codes in a row, then lets the player in again', async () => {
    const { client, userId } = await registerPlayer(server);
    const secret = await enableTwoFactor(client);
    const wrongCode = codeAt(secret, 5);
    for (let attempt = 1; attempt < TOTP_MAX_FAILURES; attempt += 1) {
      expect((await client.post('/api/user/totp/disable', { code: wrongCode })).status).toBe(400);
    }
    const fifth = await client.post('/api/user/totp/disable', { code: wrongCode });
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe('RATE_LIMITED');
    expect(fifth.body.message).toMatch(/15 minutes/);
    const right = await client.post('/api/user/totp/disable', { code: codeAt(secret) });
    expect(right.status).toBe(429);
    expect(right.body.retryAfterMs).toBeGreaterThan(14 * 60_000);
    expect(right.body.retryAfterMs).toBeLessThanOrEqual(15 * 60_000);
    expect(right.headers.get('retry-after')).toBeTruthy();
    expect((await client.get('/api/user/me')).body.user.totpEnabled).toBe(true);

    // Fifteen minutes later (the lock is a time in the database, shared by every node).
    await db()
      .updateTable('user_totp')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    await awayFromStepEdge();
    expect((await client.post('/api/user/totp/disable', { code: codeAt(secret) })).status).toBe(200);
  });

  it('makes each lock in a row twice as long as the last, up to a day, until a right code', async () => {
    const { client, userId } = await registerPlayer(server);
    const secret = await enableTwoFactor(client);
    const { secrets } = server.context;
    const wrongCode = codeAt(secret, 5);
    // Each round of five wrong codes starts once the last lock has passed, as a patient
    // guesser's would; the checks run at that moment (the route's own request limit,
    // which would refuse them first, is another test's).
    let nowMs = Date.now();
    const minutes = [];
    for (let lock = 0; lock < 8; lock += 1) {
      let check = await checkTotpCode(db(), secrets, { userId, code: wrongCode, slot: 'secret', nowMs });
      for (let attempt = 2; attempt <= TOTP_MAX_FAILURES; attempt += 1) {
        expect(check).toMatchObject({ result: 'wrong', lockedUntil: null });
        check = await checkTotpCode(db(), secrets, { userId, code: wrongCode, slot: 'secret', nowMs });
      }
      if (check.result !== 'wrong' || !check.lockedUntil)
        throw new Error(`not locked: ${JSON.stringify(check)}`);
      minutes.push((check.lockedUntil.getTime() - nowMs) / 60_000);
      // While locked, even the right code is refused.
      const during = await checkTotpCode(db(), secrets, {
        userId,
        code: codeAt(secret),
        slot: 'secret',
        nowMs,
      });
      expect(during.result).toBe('locked');
      nowMs = check.lockedUntil.getTime() + 1000;
    }
    expect(minutes).toEqual([15, 30, 60, 120, 240, 480, 960, 1440]);

    // A right code once the lock has passed starts the doubling again.
    await db()
      .updateTable('user_totp')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    await awayFromStepEdge();
    expect((await client.post('/api/user/totp/disable', { code: codeAt(secret) })).status).toBe(200);
    const row = await db()
      .selectFrom('user_totp')
      .select('locks')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.locks).toBe(0);
  });

  it('counts only wrong codes in a row: a right one starts the count again', async () => {
    const { client, userId } = await registerPlayer(server);
    const secret = await enableTwoFactor(client);
    for (let attempt = 1; attempt < TOTP_MAX_FAILURES; attempt += 1) {
      await client.post('/api/user/totp/disable', { code: codeAt(secret, 5) });
    }
    const row = await db()
      .selectFrom('user_totp')
      .select('failures')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(TOTP_MAX_FAILURES - 1);
    expect((await client.post('/api/user/totp/disable', { code: codeAt(secret) })).status).toBe(200);
    const after = await db()
      .selectFrom('user_totp')
      .select('failures')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(after.failures).toBe(0);
  });
});

describe('two-factor routes: bad input, logged out, request limits', () => {
  it.each([
    [{ code: '12345' }],
    [{ code: 'abcdef' }],
    [{ code: 123456 }],
    [{ code: '1234567' }],
    [{}],
    [{ code: '123456', extra: 1 }],
  ])('answers 400 for %j and changes nothing', async (body) => {
    const { client } = await registerPlayer(server);
    await client.get('/api/user/totp/new');
    for (const path of ['/api/user/totp/verify', '/api/user/totp/disable']) {
      const response = await client.post(path, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
    }
    expect((await client.get('/api/user/me')).body.user.totpEnabled).toBe(false);
  });

  it('answers 401 when logged out', async () => {
    const client = server.client();
    expect((await client.get('/api/user/totp/new')).status).toBe(401);
    expect((await client.post('/api/user/totp/verify', { code: '123456' })).status).toBe(401);
    expect((await client.post('/api/user/totp/disable', { code: '123456' })).status).toBe(401);
  });

  it('limits each call to ten a minute per player', async () => {
    const { client } = await registerPlayer(server);
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) answers.push((await client.get('/api/user/totp/new')).status);
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
    const verifies: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      verifies.push((await client.post('/api/user/totp/verify', { code: 'x' })).status);
    }
    expect(verifies.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(verifies[10]).toBe(429);
  });
});
