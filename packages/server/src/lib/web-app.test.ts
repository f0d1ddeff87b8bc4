import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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
  // What the build writes beside a text file: its Brotli and gzip copies.
  const bundle = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;
  fs.writeFileSync(path.join(dist, 'assets', 'big-777.js'), bundle);
  fs.writeFileSync(path.join(dist, 'assets', 'big-777.js.br'), zlib.brotliCompressSync(bundle));
  fs.writeFileSync(path.join(dist, 'assets', 'big-777.js.gz'), zlib.gzipSync(bundle));
  const page = fs.readFileSync(path.join(dist, 'index.html'));
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(page));
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

/** A GET with exactly these headers, answered without undoing any compression. */
function rawGet(
  base: string,
  pathName: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathName}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

describe('compression', () => {
  it('sends a built file as the Brotli or gzip copy the browser accepts, and as it is otherwise', async () => {
    const original = fs.readFileSync(path.join(dist, 'assets', 'big-777.js'));
    const br = await rawGet(server.url, '/assets/big-777.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);
    expect(br.body.length).toBeLessThan(original.length / 4);

    const gz = await rawGet(server.url, '/assets/big-777.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(original)).toBe(true);

    const plainHeaders: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'zstd;q=1, *;q=0' },
    ];
    for (const headers of plainHeaders) {
      const plain = await rawGet(server.url, '/assets/big-777.js', headers);
      expect(plain.status).toBeLessThan(500);
      if (plain.status === 200) {
        expect(plain.headers['content-encoding'] ?? 'identity').toBe('identity');
        expect(plain.body.equals(original)).toBe(true);
      }
    }
  });

  it('sends the page compressed for every client route, still never cached', async () => {
    for (const pathName of ['/', '/games/dice']) {
      const page = await rawGet(server.url, pathName, { 'accept-encoding': 'br' });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(page.body).toString()).toContain('<div id="root">');
    }
  });

  it('compresses API answers over 1 KB, and leaves small ones as they are', async () => {
    const big = await rawGet(server.url, '/api/openapi.json', { 'accept-encoding': 'br, gzip' });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.body).toString()).openapi).toMatch(/^3\./);
    const small = await rawGet(server.url, '/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).status).toBe('ok');
  });

  it('never inflates a compressed request body: it is refused with a 4xx and nothing else', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024, ' '));
    const response = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: bomb,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
