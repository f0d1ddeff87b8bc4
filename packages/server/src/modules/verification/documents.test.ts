import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { tinyPng } from '../../test/tiny-png';
import {
  approve,
  LEVEL_1,
  LEVEL_4_ANSWERS,
  pendingSubmissionId,
  png,
  tempDataDir,
  tinyPdf,
  upload,
  verifyTo,
} from '../../test/verification-helpers';

/**
 * Levels 2 to 4 (document uploads) and the staff's review, on a real server, database
 * and document folder: files are real PNG and PDF bytes, and what reaches the disk is
 * read back from it.
 */
let server: TestServer;
let staff: TestClient;
const dataDir = tempDataDir();
const documentsDir = path.join(dataDir, 'verification-documents');

beforeAll(async () => {
  // Staff review every level here, level 1 included (KYC_LEVEL1_REVIEW).
  server = await startTestServer({ env: { DATA_DIR: dataDir, KYC_LEVEL1_REVIEW: 'true' } });
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

/** A player whose level 1 is approved: level 2 is open. */
async function playerAtLevel1() {
  const player = await registerPlayer(server);
  await verifyTo(staff, player, 1);
  return player;
}

describe('POST /api/user/verify/level-2 to level-4', () => {
  it('takes a real PNG front and back, keeps them under random names, and staff download them', async () => {
    const player = await playerAtLevel1();
    const before = storedFiles().length;
    const response = await upload(player.client, 2, {
      front: png('../../etc/passwd.png'),
      back: png('back side.png'),
    });
    expect(response.status).toBe(200);
    expect(response.body.level).toMatchObject({ level: 2, state: 'pending' });
    const names = storedFiles();
    expect(names).toHaveLength(before + 2);
    for (const name of names) expect(name).toMatch(/^[0-9a-f-]{36}$/);

    const id = await pendingSubmissionId(staff, player.username, 2);
    const submission = (await staff.get(`/api/admin/verification/${id}`)).body.submission;
    expect(submission.files).toEqual([
      {
        slot: 'front',
        contentType: 'image/png',
        bytes: tinyPng().length,
        url: `/api/admin/verification/${id}/files/front`,
      },
      {
        slot: 'back',
        contentType: 'image/png',
        bytes: tinyPng().length,
        url: `/api/admin/verification/${id}/files/back`,
      },
    ]);
    const cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const file = await fetch(`${server.url}/api/admin/verification/${id}/files/front`, {
      headers: { cookie },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="verification-level-2-front.png"',
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(tinyPng())).toBe(true);

    // The player who sent it cannot read it back through the staff's door.
    const own = await player.client.get(`/api/admin/verification/${id}/files/front`);
    expect(own.status).toBe(403);
    expect((await staff.get(`/api/admin/verification/${id}/files/selfie`)).status).toBe(400);
    expect((await staff.get(`/api/admin/verification/${id}/files/document`)).status).toBe(404);
  });

  it('refuses a text file named .png and sent as image/png, and keeps nothing', async () => {
    const player = await playerAtLevel1();
    const before = storedFiles().length;
    const fake = {
      data: Buffer.from('just some text, not an image\n'),
      name: 'passport.png',
      type: 'image/png',
    };
    const response = await upload(player.client, 2, { front: png(), back: fake });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'The back file must be a JPEG, PNG or PDF',
      code: 'VALIDATION',
      field: 'back',
    });
    const empty = await upload(player.client, 2, { front: png(), back: { ...fake, data: Buffer.alloc(0) } });
    expect(empty.status).toBe(400);
    const gif = {
      data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      name: 'a.png',
      type: 'image/png',
    };
    expect((await upload(player.client, 2, { front: png(), back: gif })).status).toBe(400);
    expect(storedFiles()).toHaveLength(before);
    expect((await player.client.get('/api/user/verify')).body.levels[1].state).toBe('not_started');
  });

  it('refuses a file over 10 MB with a 413, and a missing, extra or JSON upload with a 4xx', async () => {
    const player = await playerAtLevel1();
    const before = storedFiles().length;
    const big = Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(player.client, 2, {
      front: png(),
      back: { data: big, name: 'b.png', type: 'image/png' },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'back' });
    expect(tooLarge.body.message).toMatch(/at most 10 MB/);

    const missing = await upload(player.client, 2, { front: png() });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'back', message: 'Add the back file' });
    const extra = await upload(player.client, 2, { front: png(), back: png(), selfie: png() });
    expect(extra.status).toBe(400);
    // Level 3 is not open yet: refused for that, before its body is read.
    expect((await upload(player.client, 3, { document: png() })).status).toBe(409);
    const strayField = await upload(player.client, 2, { front: png(), back: png() }, { note: 'hi' });
    expect(strayField.body).toMatchObject({ field: 'note', message: 'Unknown field: note' });
    const json = await player.client.post('/api/user/verify/level-2', { front: 'x', back: 'y' });
    expect(json.status).toBe(415);
    expect(storedFiles()).toHaveLength(before);
  });

  it('takes each level only once the one before is approved, and one pending per level', async () => {
    const player = await registerPlayer(server);
    const early = await upload(player.client, 2, { front: png(), back: png() });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Complete level 1 first: level 2 opens once it is approved.');
    expect((await player.client.post('/api/user/verify/level-1', LEVEL_1)).status).toBe(200);
    // Pending is not approved.
    expect((await upload(player.client, 2, { front: png(), back: png() })).status).toBe(409);
    await approve(staff, player.username, 1);
    expect((await player.client.post('/api/user/verify/level-1', LEVEL_1)).body.message).toBe(
      'Level 1 is already approved.',
    );
    const pdf = { data: tinyPdf(), name: 'bill.pdf', type: 'application/pdf' };
    expect((await upload(player.client, 3, { document: pdf })).status).toBe(409);
    expect((await upload(player.client, 2, { front: png(), back: png() })).status).toBe(200);
    expect((await upload(player.client, 2, { front: png(), back: png() })).status).toBe(409);
    const me = (await player.client.get('/api/user/me')).body.user;
    expect(me).toMatchObject({ kycComplete: 1, kycPending: 2 });
  });

  it('takes level 4’s answers with its document, and checks them', async () => {
    const player = await registerPlayer(server);
    await verifyTo(staff, player, 3);
    const pdf = { data: tinyPdf(), name: 'payslip.pdf', type: 'application/pdf' };
    const bad = await upload(
      player.client,
      4,
      { document: pdf },
      { ...LEVEL_4_ANSWERS, sourceOfFunds: 'lottery' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('sourceOfFunds');
    const unknown = await upload(player.client, 4, { document: pdf }, { ...LEVEL_4_ANSWERS, role: 'admin' });
    expect(unknown.status).toBe(400);
    const good = await upload(player.client, 4, { document: pdf }, LEVEL_4_ANSWERS);
    expect(good.status).toBe(200);
    const id = await pendingSubmissionId(staff, player.username, 4);
    const submission = (await staff.get(`/api/admin/verification/${id}`)).body.submission;
    expect(submission.data).toEqual(LEVEL_4_ANSWERS);
    expect(submission.files[0]).toMatchObject({ slot: 'document', contentType: 'application/pdf' });
  });
});

describe('staff review', () => {
  it('rejects with a reason the player reads, who then sends the level again; approval completes it', async () => {
    const player = await registerPlayer(server);
    await player.client.post('/api/user/verify/level-1', LEVEL_1);
    const id = await pendingSubmissionId(staff, player.username, 1);
    const rejected = await staff.post(`/api/admin/verification/${id}/reject`, {
      reason: '  The address does not match your document.  ',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.submission).toMatchObject({ status: 'rejected', reviewer: expect.any(String) });
    expect((await staff.post(`/api/admin/verification/${id}/approve`, {})).status).toBe(409);

    const seen = (await player.client.get('/api/user/verify')).body.levels[0];
    expect(seen).toMatchObject({
      state: 'rejected',
      reason: 'The address does not match your document.',
      canSubmit: true,
    });
    expect((await player.client.get('/api/user/me')).body.user).toMatchObject({
      kycComplete: 0,
      kycPending: 0,
    });

    expect((await player.client.post('/api/user/verify/level-1', LEVEL_1)).status).toBe(200);
    await approve(staff, player.username, 1);
    const after = (await player.client.get('/api/user/verify')).body.levels;
    expect(after[0]).toMatchObject({ state: 'approved', reason: null, canSubmit: false });
    expect(after[1]).toMatchObject({ state: 'not_started', canSubmit: true });
    expect((await player.client.get('/api/user/me')).body.user).toMatchObject({
      kycComplete: 1,
      kycPending: 0,
    });
  });

  it('is refused to players and support staff, and to staff reviewing themselves; bad input is a 400', async () => {
    const player = await registerPlayer(server);
    await player.client.post('/api/user/verify/level-1', LEVEL_1);
    const id = await pendingSubmissionId(staff, player.username, 1);
    const support = (await registerStaff(server, undefined, 'support')).client;
    for (const client of [player.client, support]) {
      for (const response of [
        await client.get('/api/admin/verification/pending'),
        await client.get(`/api/admin/verification/${id}`),
        await client.post(`/api/admin/verification/${id}/approve`, {}),
        await client.post(`/api/admin/verification/${id}/reject`, { reason: 'No thanks' }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('FORBIDDEN');
      }
    }
    expect((await player.client.get('/api/user/verify')).body.levels[0].state).toBe('pending');

    expect((await staff.post(`/api/admin/verification/${id}/reject`, { reason: '' })).status).toBe(400);
    expect((await staff.post(`/api/admin/verification/${id}/reject`, {})).status).toBe(400);
    expect((await staff.post('/api/admin/verification/not-a-uuid/approve', {})).status).toBe(400);
    const missing = await staff.post(
      '/api/admin/verification/00000000-0000-4000-8000-000000000000/approve',
      {},
    );
    expect(missing.status).toBe(404);

    const selfReviewer = await registerStaff(server);
    await selfReviewer.client.post('/api/user/verify/level-1', LEVEL_1);
    const ownId = await pendingSubmissionId(staff, selfReviewer.username, 1);
    expect((await selfReviewer.client.post(`/api/admin/verification/${ownId}/approve`, {})).status).toBe(403);
  });
});
