import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect } from 'vitest';
import type { TestClient, TestResponse } from './harness';

/** A fresh folder for the documents of one test server. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'ante-kyc-'));
}

/** A valid 1x1 RGB PNG, built chunk by chunk (signature, IHDR, IDAT, IEND) with real CRCs. */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const pixels = zlib.deflateSync(Buffer.from([0, 0x2e, 0xcc, 0x71])); // filter byte, then one pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF: what its magic number and trailer need to be one. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

export interface FilePart {
  data: Buffer;
  name: string;
  type: string;
}

export const png = (name = 'id.png'): FilePart => ({ data: tinyPng(), name, type: 'image/png' });

/** A multipart upload to a level, as the browser's FormData sends it, with the client's session. */
export async function upload(
  client: TestClient,
  level: number,
  files: Record<string, FilePart>,
  fields: Record<string, string> = {},
): Promise<TestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [slot, file] of Object.entries(files)) {
    form.append(slot, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${client.baseUrl}/api/user/verify/level-${level}`, {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie } : {},
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

export const LEVEL_1 = {
  fullName: 'Ada Lovelace',
  dateOfBirth: '1990-12-10',
  country: 'DE',
  addressLine: '12 Analytical Street',
  city: 'Berlin',
  postalCode: '10115',
};

export const LEVEL_4_ANSWERS = { sourceOfFunds: 'salary', occupation: 'Engineer', monthlyDeposit: '1k-5k' };

/** The id of the player's pending submission of `level`, as staff see it in the queue. */
export async function pendingSubmissionId(
  staff: TestClient,
  username: string,
  level: number,
): Promise<string> {
  const queue = await staff.get('/api/admin/verification/pending');
  expect(queue.status).toBe(200);
  const found = queue.body.submissions.find(
    (entry: { username: string; level: number }) => entry.username === username && entry.level === level,
  );
  expect(found, `a pending level ${level} for ${username}`).toBeDefined();
  return found.id;
}

/** Staff approve the player's pending submission of `level`. */
export async function approve(staff: TestClient, username: string, level: number): Promise<void> {
  const id = await pendingSubmissionId(staff, username, level);
  expect((await staff.post(`/api/admin/verification/${id}/approve`, {})).status).toBe(200);
}

/** A player verified up to `level`: each level sent and approved in turn. */
export async function verifyTo(
  staff: TestClient,
  player: { client: TestClient; username: string },
  level: number,
): Promise<void> {
  for (let next = 1; next <= level; next += 1) {
    const sent =
      next === 1
        ? await player.client.post('/api/user/verify/level-1', LEVEL_1)
        : next === 2
          ? await upload(player.client, 2, { front: png('front.png'), back: png('back.png') })
          : await upload(
              player.client,
              next,
              { document: { data: tinyPdf(), name: 'doc.pdf', type: 'application/pdf' } },
              next === 4 ? LEVEL_4_ANSWERS : {},
            );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await approve(staff, player.username, next);
  }
}
