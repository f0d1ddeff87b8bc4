import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

/** Serving the built web app from the API's origin, with a stand-in build folder. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-dist-'));
let server: TestServer;
/** The same build served as production serves it. */
let production: TestServer;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Ante</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["app.tsx"]}');
  fs.writeFileSync(path.join(dist, 'root.js.map'), '{"version":3}');
  server = await startTestServer({ env: { WEB_DIST_DIR: dist } });
  production = await startTestServer({ env: { WEB_DIST_DIR: dist, NODE_ENV: 'production' } });
});
afterAll(async () => {
  await server.close();
  await production.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app', () => {
  it('serves index.html at / and for client routes, never cached', async () => {
    for (const page of ['/', '/games/dice', '/settings?tab=security']) {
      const response = await server.client().get(page);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(String(response.body)).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache, including ones built after start', async () => {
    const asset = await server.client().get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    fs.writeFileSync(path.join(dist, 'assets', 'late-def456.js'), 'console.log(2)');
    const late = await server.client().get('/assets/late-def456.js');
    expect(late.status).toBe(200);
    expect(String(late.body)).toContain('console.log(2)');
  });

  it('keeps source maps to itself in production, and serves them in development', async () => {
    for (const map of ['/assets/app-abc123.js.map', '/root.js.map', '/assets/app-abc123.js.map?v=1']) {
      const hidden = await production.client().get(map);
      expect(hidden.status).toBe(404);
      expect(String(JSON.stringify(hidden.body))).not.toContain('sources');
    }
    expect((await production.client().get('/assets/app-abc123.js')).status).toBe(200);
    expect((await server.client().get('/assets/app-abc123.js.map')).status).toBe(200);
  });

  it('keeps answering unknown API paths with JSON, not the page', async () => {
    const response = await server.client().get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });
});
