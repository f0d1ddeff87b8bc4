import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestClient, TestResponse } from './harness';
import { tinyPng } from './tiny-png';

/** A fresh folder for the documents of one test server. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'ante-kyc-'));
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
    // Level 1 is approved as sent unless the server asks for its review (KYC_LEVEL1_REVIEW).
    if (sent.body.level.state === 'pending') await approve(staff, player.username, next);
  }
}
