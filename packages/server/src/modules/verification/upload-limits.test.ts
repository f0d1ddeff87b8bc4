import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DOCUMENT_MAX_BYTES } from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { tinyPng } from '../../test/tiny-png';
import { tempDataDir, verifyTo } from '../../test/verification-helpers';

/**
 * What an upload route refuses before it reads the body (the level, the declared size,
 * the content type), and what it refuses while reading (more bytes than allowed), on a
 * real server and document folder. The refusals before reading are sent on requests
 * whose bodies never finish: the answer can only come if the server did not wait for it.
 */
let server: TestServer;
let staff: TestClient;
const dataDir = tempDataDir();
const documentsDir = path.join(dataDir, 'verification-documents');

beforeAll(async () => {
  server = await startTestServer({ env: { DATA_DIR: dataDir } });
  staff = (await registerStaff(server)).client;
});
afterAll(() => server.close());

function storedFiles(): string[] {
  try {
    return readdirSync(documentsDir);
  } catch {
    return [];
  }
}

const BOUNDARY = 'ante-test-boundary';

function cookieOf(client: TestClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The start of a multipart body: one file part's headers and the first bytes of a PNG. */
function partStart(slot: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${slot}"; filename="${slot}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    tinyPng().subarray(0, 16),
  ]);
}

/**
 * Sends the headers and `sent` (a few bytes) of an upload that declares `declaredBytes`,
 * and never sends the rest: resolves with the answer and how much the server had been
 * sent when it answered.
 */
function unfinishedUpload(
  client: TestClient,
  level: number,
  options: { declaredBytes: number; contentType?: string; sent?: Buffer },
): Promise<{ status: number; body: { code?: string; message?: string; field?: string } }> {
  const url = new URL(`/api/user/verify/level-${level}`, client.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        cookie: cookieOf(client),
        'content-type': options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(options.declaredBytes),
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
      });
    });
    request.on('error', reject);
    request.write(options.sent ?? partStart('front'));
  });
}

describe('verification uploads refused before the body is read', () => {
  it('answers a level-0 player at once, with a large body declared and a few bytes sent', async () => {
    const player = await registerPlayer(server);
    const response = await unfinishedUpload(player.client, 2, { declaredBytes: 19 * 1024 * 1024 });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Complete level 1 first: level 2 opens once it is approved.');
  });

  it('answers at once when the declared size is over what the level takes', async () => {
    const player = await registerPlayer(server);
    await verifyTo(staff, player, 1);
    const response = await unfinishedUpload(player.client, 2, { declaredBytes: 3 * DOCUMENT_MAX_BYTES });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(response.body.message).toMatch(/at most 20 MB/);
  });

  it('answers at once when the body is not multipart', async () => {
    const player = await registerPlayer(server);
    await verifyTo(staff, player, 1);
    const response = await unfinishedUpload(player.client, 2, {
      declaredBytes: 5 * 1024 * 1024,
      contentType: 'application/octet-stream',
      sent: Buffer.from('x'.repeat(64)),
    });
    expect(response.status).toBe(415);
    expect(response.body.code).toBe('VALIDATION');
  });
});

describe('verification uploads refused while read', () => {
  it('refuses a body longer than it declared, and keeps nothing', async () => {
    const player = await registerPlayer(server);
    await verifyTo(staff, player, 1);
    const before = storedFiles().length;
    const png = tinyPng();
    const body = Buffer.concat([
      partStart('front'),
      png.subarray(16),
      Buffer.from(`\r\n`),
      partStart('back'),
      png.subarray(16),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const declared = Math.floor(body.length / 2);
    const response = await new Promise<number>((resolve, reject) => {
      const request = http.request(new URL('/api/user/verify/level-2', player.client.baseUrl), {
        method: 'POST',
        headers: {
          cookie: cookieOf(player.client),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(declared),
        },
      });
      request.on('response', (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      });
      request.on('error', reject);
      // Sent on the socket itself: Node's client would refuse to write past the length it declared.
      request.on('socket', (socket) => {
        request.flushHeaders();
        socket.write(body);
      });
    });
    expect(response).toBeGreaterThanOrEqual(400);
    expect(response).toBeLessThan(500);
    expect(storedFiles()).toHaveLength(before);
    expect((await player.client.get('/api/user/verify')).body.levels[1].state).toBe('not_started');
  });

  it('refuses a streamed body with no declared size once a file passes 10 MB, and keeps nothing', async () => {
    const player = await registerPlayer(server);
    await verifyTo(staff, player, 1);
    const before = storedFiles().length;
    const chunk = Buffer.alloc(1024 * 1024);
    async function* body() {
      yield partStart('front');
      for (let sent = 0; sent <= DOCUMENT_MAX_BYTES; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    }
    const response = await fetch(`${player.client.baseUrl}/api/user/verify/level-2`, {
      method: 'POST',
      headers: {
        cookie: cookieOf(player.client),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: Readable.toWeb(Readable.from(body())) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'front' });
    expect(storedFiles()).toHaveLength(before);
  });
});
