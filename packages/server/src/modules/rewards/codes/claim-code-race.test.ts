import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';
import { balanceOf, expectLedgerSound } from '../../../test/wallet-helpers';
import { claim, createCode, transfersForCode } from './code-test-helpers';

/**
 * A drop raced: many claims at once, on one server over HTTP (on PostgreSQL each in its
 * own connection, so they truly overlap). Nothing is faked.
 */
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerStaff(server)).client;
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const statuses = (responses: Array<{ status: number }>) =>
  responses.map((response) => response.status).sort();

describe('a drop raced', () => {
  it('pays exactly maxUses players when 20 race for 3', async () => {
    const drop = await createCode(admin, { maxUses: 3, rewardUsd: '1' });
    const players = await Promise.all(Array.from({ length: 20 }, () => registerPlayer(server)));
    const responses = await Promise.all(
      players.map((player) => claim(player.client, drop.code.toLowerCase())),
    );
    expect(statuses(responses)).toEqual([...Array(3).fill(200), ...Array(17).fill(409)]);
    for (const response of responses.filter((answer) => answer.status === 409)) {
      expect(response.body.message).toBe('This code has been fully claimed: every reward has been taken.');
    }
    const balances = await Promise.all(players.map((player) => balanceOf(player.client, 'USDT')));
    expect(balances.filter((balance) => balance === '1')).toHaveLength(3);
    expect(balances.filter((balance) => balance === '0')).toHaveLength(17);
    expect(await transfersForCode(server, drop.id)).toHaveLength(3);
    const listed = (await admin.get('/api/admin/codes')).body.codes.find(
      (row: { id: string }) => row.id === drop.id,
    );
    expect(listed.uses).toBe(3);
  });

  it('pays a player once when they send the same claim 20 times at once', async () => {
    const drop = await createCode(admin, { maxUses: 100, rewardUsd: '1' });
    const { client } = await registerPlayer(server);
    const responses = await Promise.all(Array.from({ length: 20 }, () => claim(client, drop.code)));
    expect(statuses(responses)).toEqual([200, ...Array(19).fill(409)]);
    for (const response of responses.filter((answer) => answer.status === 409)) {
      expect(response.body.message).toBe('You have already redeemed this code.');
    }
    expect(await balanceOf(client, 'USDT')).toBe('1');
    expect(await transfersForCode(server, drop.id)).toHaveLength(1);
  });
});
