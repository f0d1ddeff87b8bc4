import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerPlayer, startTestServer, type TestServer, uniqueUsername } from '../test/harness';
import { storedRows } from '../test/stored-rows';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { BODY_LIMIT_BYTES: '2048', CORS_ORIGINS: 'https://partner.example' },
  });
});
afterAll(() => server.close());

describe('cross-site request protection', () => {
  it('refuses a state-changing request from another origin and changes nothing', async () => {
    const username = uniqueUsername();
    const response = await server
      .client()
      .post('/api/user/register', { username, password: PASSWORD }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CROSS_SITE_REQUEST');
    const login = await server.client().post('/api/user/login', { username, password: PASSWORD });
    expect(login.status).toBe(401);
  });

  it('refuses a cross-site sign-out link (Sec-Fetch-Site) and keeps the session', async () => {
    const { client } = await registerPlayer(server);
    const response = await client.get('/api/user/logout', { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect((await client.get('/api/user/me')).status).toBe(200);
  });

  it('refuses every GET that changes state when the browser says it is cross-site, and changes nothing', async () => {
    const { client } = await registerPlayer(server);
    const db = server.context.database.db;
    const tables = ['sessions', 'server_seeds', 'user_totp', 'login_challenges'];
    const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';
    const paths = [
      '/api/user/logout',
      '/api/user/refresh-auth',
      '/api/user/seed/next',
      '/api/user/totp/new',
      '/api/user/login/google/url',
      `/api/user/login/metamask/${wallet}`,
    ];
    // The player's first request records the session's use; only then is the picture taken.
    expect((await client.get('/api/user/me')).status).toBe(200);
    const before = await storedRows(db, tables);
    for (const path of paths) {
      for (const method of ['GET', 'HEAD']) {
        const response = await client.request(method, path, { headers: { 'sec-fetch-site': 'cross-site' } });
        expect(response.status, `${method} ${path}`).toBe(403);
      }
      const fetched = await client.get(path, {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      });
      expect(fetched.status, path).toBe(403);
    }
    expect(await storedRows(db, tables)).toEqual(before);
    // The same calls from the casino's own pages go through (Google is not configured here).
    const sameOrigin = { 'sec-fetch-site': 'same-origin' };
    expect((await client.get('/api/user/refresh-auth', sameOrigin)).status).toBe(200);
    expect((await client.get('/api/user/seed/next', sameOrigin)).status).toBe(200);
    expect((await client.get('/api/user/totp/new', sameOrigin)).status).toBe(200);
    expect((await client.get('/api/user/login/google/url', sameOrigin)).status).toBe(404);
    expect((await client.get(`/api/user/login/metamask/${wallet}`, sameOrigin)).status).toBe(200);
    expect((await client.get('/api/user/logout', { origin: server.url })).status).toBe(200);
    expect((await client.get('/api/user/me')).status).toBe(401);
  });

  it('allows same-origin browsers, configured origins and clients without an Origin', async () => {
    const sameOrigin = await server
      .client()
      .post('/api/user/register', { username: uniqueUsername(), password: PASSWORD }, { origin: server.url });
    expect(sameOrigin.status).toBe(200);
    const partner = await server
      .client()
      .post(
        '/api/user/register',
        { username: uniqueUsername(), password: PASSWORD },
        { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' },
      );
    expect(partner.status).toBe(200);
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });

  it('checks the routed path, so no spelling of a path skips it', async () => {
    const { client } = await registerPlayer(server);
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const logouts = [
      '/%61pi/user/logout',
      '/api/user/%6Cogout',
      '/%61%70%69/%75ser/logout?',
      '/api/user/logout?',
      '/api//user/logout',
      '//api/user/logout',
      '/API/user/logout',
      '/api%2Fuser/logout',
      '/api/user/logout/',
    ];
    for (const path of logouts) {
      for (const method of ['GET', 'HEAD']) {
        const response = await client.request(method, path, { headers: crossSite });
        expect([403, 404], `${method} ${path}`).toContain(response.status);
        expect((await client.get('/api/user/me')).status, `${method} ${path}`).toBe(200);
      }
    }
    const posts = ['/%61pi/user/register', '/api/%75ser/register', '/api/user/register?x=1'];
    for (const path of posts) {
      const username = uniqueUsername();
      const response = await server
        .client()
        .request('POST', path, { body: { username, password: PASSWORD }, headers: crossSite });
      expect(response.status, path).toBe(403);
      const login = await server.client().post('/api/user/login', { username, password: PASSWORD });
      expect(login.status, path).toBe(401);
    }
    // A route with a path parameter, reached through an encoded prefix.
    const bet = await client.request('POST', '/%61pi/play/%64ice/bet', {
      body: { currency: 'BTC', amount: '0', params: { condition: 'under', target: 50 } },
      headers: crossSite,
    });
    expect(bet.status).toBe(403);
    expect(bet.body.code).toBe('CROSS_SITE_REQUEST');
  });

  it('refuses bodies that are not JSON (what a cross-site form could send)', async () => {
    const response = await server.client().request('POST', '/api/user/login', {
      rawBody: 'username=a&password=b',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(response.body.code).toBe('VALIDATION');
    const form = await server.client().request('POST', '/api/user/login', {
      rawBody: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});

describe('CORS', () => {
  it('is closed to origins the operator did not name', async () => {
    const response = await server.client().request('OPTIONS', '/api/user/login', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request limits and headers', () => {
  it('answers 413 for a body over the limit', async () => {
    const response = await server
      .client()
      .post('/api/user/login', { username: 'x'.repeat(5000), password: PASSWORD });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('sets security headers', async () => {
    const response = await server.client().get('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // The back office's PDF viewer needs a worker from our origin and nothing more.
    expect(response.headers.get('content-security-policy')).toContain("worker-src 'self';");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.client().get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });
});

describe('GET /api/health', () => {
  it('reports the database and the bus', async () => {
    const response = await server.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      database: { kind: process.env.DATABASE_URL ? 'postgres' : 'pglite', ok: true },
      bus: { kind: process.env.REDIS_URL ? 'redis' : 'memory', ok: true },
    });
  });
});
