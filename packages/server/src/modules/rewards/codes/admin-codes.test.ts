import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';
import { expectLedgerSound } from '../../../test/wallet-helpers';
import { claim, createCode, uniqueCode } from './code-test-helpers';

/** Staff's side of redeem codes, over HTTP on a real database: who may, and what they may create. */
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerStaff(server)).client;
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const valid = () => ({ code: uniqueCode(), rewardUsd: '5', maxUses: 3 });

describe('redeem codes for staff', () => {
  it('is for admins only: 401 logged out, 403 for players and support staff', async () => {
    const anonymous = server.client();
    const player = (await registerPlayer(server)).client;
    const support = (await registerStaff(server, undefined, 'support')).client;
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await anonymous.post('/api/admin/codes', valid())).status).toBe(401);
    expect((await anonymous.get('/api/admin/codes')).status).toBe(401);
    expect((await anonymous.post(`/api/admin/codes/${id}/disable`, {})).status).toBe(401);
    for (const client of [player, support]) {
      const created = await client.post('/api/admin/codes', valid());
      expect(created.status).toBe(403);
      expect(created.body.message).toBe(
        client === player
          ? 'Only staff can do that.'
          : 'Your role (support) does not allow that: it needs codes.manage.',
      );
      expect((await client.get('/api/admin/codes')).status).toBe(403);
      expect((await client.post(`/api/admin/codes/${id}/disable`, {})).status).toBe(403);
    }
    expect((await anonymous.post('/api/rewards/claim/code', { code: 'ABC' })).status).toBe(401);
  });

  it('creates a code with every term and lists it with its uses', async () => {
    const name = uniqueCode('Weekend');
    const created = await createCode(admin, {
      code: name,
      rewardUsd: '12.50',
      currency: 'BTC',
      maxUses: 100,
      perPlayer: 1,
      startsAt: '2020-01-01T00:00:00Z',
      expiresAt: '2099-01-01T00:00:00.000+02:00',
      minRankId: 0,
      minWagerUsd7d: '0',
      wagerRequirementX: 5,
    });
    expect(created).toEqual({
      id: expect.any(String),
      code: name,
      rewardUsd: '12.5',
      currency: 'BTC',
      maxUses: 100,
      uses: 0,
      startsAt: '2020-01-01T00:00:00.000Z',
      expiresAt: '2098-12-31T22:00:00.000Z',
      minRankId: 0,
      minWagerUsd7d: '0',
      wagerRequirementX: 5,
      createdAt: expect.any(String),
      disabledAt: null,
    });
    const player = (await registerPlayer(server)).client;
    expect((await claim(player, name.toUpperCase())).status).toBe(200);
    const list = (await admin.get('/api/admin/codes')).body.codes;
    expect(list[0]).toMatchObject({ id: created.id, uses: 1 });
  });

  it('keeps names unique whatever their case', async () => {
    const name = uniqueCode('Spring');
    await createCode(admin, { code: name });
    for (const again of [name, name.toLowerCase(), name.toUpperCase()]) {
      const response = await admin.post('/api/admin/codes', { ...valid(), code: again });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'CONFLICT', field: 'code' });
    }
  });

  it('refuses bad input with the field named, and creates nothing', async () => {
    const before = (await admin.get('/api/admin/codes')).body.codes.length;
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ code: undefined }, 'code'],
      [{ code: 'ab' }, 'code'],
      [{ code: 'x'.repeat(33) }, 'code'],
      [{ code: 'has space' }, 'code'],
      [{ code: 'nul\u0000byte' }, 'code'],
      [{ code: 'émoji🎁' }, 'code'],
      [{ code: 12345 }, 'code'],
      [{ rewardUsd: undefined }, 'rewardUsd'],
      [{ rewardUsd: '0' }, 'rewardUsd'],
      [{ rewardUsd: '-5' }, 'rewardUsd'],
      [{ rewardUsd: '1000.01' }, 'rewardUsd'],
      [{ rewardUsd: '1e9' }, 'rewardUsd'],
      [{ rewardUsd: '9'.repeat(400) }, 'rewardUsd'],
      [{ rewardUsd: 5 }, 'rewardUsd'],
      [{ rewardUsd: '0.001' }, 'rewardUsd'],
      [{ currency: 'NOPE' }, 'currency'],
      [{ currency: '__proto__' }, 'currency'],
      [{ maxUses: 0 }, 'maxUses'],
      [{ maxUses: 100_001 }, 'maxUses'],
      [{ maxUses: 1.5 }, 'maxUses'],
      [{ maxUses: 1e308 }, 'maxUses'],
      [{ maxUses: '3' }, 'maxUses'],
      [{ perPlayer: 2 }, 'perPlayer'],
      [{ startsAt: 'tomorrow' }, 'startsAt'],
      [{ expiresAt: '2030-13-45T00:00:00Z' }, 'expiresAt'],
      [{ startsAt: '2030-01-02T00:00:00Z', expiresAt: '2030-01-01T00:00:00Z' }, 'expiresAt'],
      [{ minRankId: -1 }, 'minRankId'],
      [{ minRankId: 99 }, 'minRankId'],
      [{ minWagerUsd7d: '-1' }, 'minWagerUsd7d'],
      [{ minWagerUsd7d: '10000000000' }, 'minWagerUsd7d'],
      [{ wagerRequirementX: 0 }, 'wagerRequirementX'],
      [{ wagerRequirementX: 101 }, 'wagerRequirementX'],
      [{ __proto__: { admin: true }, extra: 1 }, ''],
      [{ constructor: 'x' }, ''],
    ];
    for (const [fields, field] of bad) {
      const response = await admin.post('/api/admin/codes', { ...valid(), ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      if (field) expect(response.body.field, JSON.stringify(fields)).toBe(field);
    }
    const raw = await admin.request('POST', '/api/admin/codes', {
      rawBody: `{"code":"PROTO_1","rewardUsd":"5","maxUses":3,"__proto__":{"x":1}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    expect((await admin.get('/api/admin/codes')).body.codes.length).toBe(before);
  });

  it('takes names that are also names of Object.prototype as plain codes', async () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const created = await createCode(admin, { code: name });
      const player = (await registerPlayer(server)).client;
      const paid = await claim(player, name.toUpperCase());
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body.amount).toBe('5');
      const list = (await admin.get('/api/admin/codes')).body.codes;
      expect(list.find((code: { id: string }) => code.id === created.id).uses).toBe(1);
    }
  });

  it('disables a code: no one can redeem it afterwards, and unknown ids are 404', async () => {
    const { id, code } = await createCode(admin);
    const disabled = await admin.post(`/api/admin/codes/${id}/disable`, {});
    expect(disabled.status).toBe(200);
    expect(disabled.body.disabledAt).toEqual(expect.any(String));
    const again = await admin.post(`/api/admin/codes/${id}/disable`, {});
    expect(again.body.disabledAt).toBe(disabled.body.disabledAt);
    const player = (await registerPlayer(server)).client;
    const refused = await claim(player, code);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This code has been withdrawn.');
    const unknown = await admin.post('/api/admin/codes/00000000-0000-4000-8000-000000000000/disable', {});
    expect(unknown.status).toBe(404);
    expect((await admin.post('/api/admin/codes/not-a-uuid/disable', {})).status).toBe(400);
    expect((await admin.post('/api/admin/codes/__proto__/disable', {})).status).toBe(400);
  });
});
