import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromDecimalString, type SolvencyProof, type SolvencySnapshot, verifyPath } from '@ante/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { balanceOf, diceBet, expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * The proof of solvency over HTTP on a server of its own, so that its ledger is known:
 * the snapshot's roots and totals, each player's proof checked as the page and the
 * command-line verifier check it (core's verifyPath), old snapshots, who may do what,
 * and a snapshot taken while bets run flat out.
 */
let server: TestServer;
let admin: TestClient;

/** The command-line verifier the site publishes beside the proof page. */
const VERIFIER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/public/solvency/verify-proof.mjs',
);

function runVerifier(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [VERIFIER, ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerStaff(server)).client;
});
afterAll(() => server.close());

async function snapshotNow(): Promise<SolvencySnapshot> {
  const response = await admin.post('/api/admin/solvency/snapshot', {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.snapshot;
}

/** Every leaf of the player's proof leads to the root the snapshot published; returns the amounts. */
async function checkProof(client: TestClient, snapshot: SolvencySnapshot, query = '') {
  const response = await client.get(`/api/solvency/proof${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const proof = response.body as SolvencyProof;
  expect(proof.snapshotId).toBe(snapshot.id);
  const amounts: Record<string, string> = {};
  for (const entry of proof.currencies) {
    const published = snapshot.currencies.find((currency) => currency.currency === entry.currency);
    expect(published?.root).toEqual(entry.root);
    expect(entry.leaves).toHaveLength(2);
    for (const leaf of entry.leaves) {
      const ok = verifyPath(
        { playerId: proof.playerId, salt: leaf.salt, amount: BigInt(leaf.amount) },
        leaf.path,
        published?.root ?? { hash: '', sum: '' },
      );
      expect(ok, `${entry.currency} leaf ${leaf.position}`).toBe(true);
    }
    amounts[entry.currency] = entry.amount;
  }
  return amounts;
}

describe('proof of solvency', () => {
  it('publishes nothing before the first snapshot, then the roots, totals and reserves of a known ledger', async () => {
    const before = await server.client().get('/api/solvency');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ snapshot: null, history: [] });

    const a = await registerPlayer(server);
    const b = await registerPlayer(server);
    const c = await registerPlayer(server);
    await fund(server, a.userId, 'USDT', '100');
    expect(
      (await a.client.post('/api/wallet/vault/deposit', { currency: 'USDT', amount: '10' })).status,
    ).toBe(200);
    await fund(server, b.userId, 'USDT', '50');
    await fund(server, b.userId, 'BTC', '0.01');
    await fund(server, c.userId, 'USDT', '30');
    const withdrawal = await c.client.post('/api/wallet/withdraw', {
      currency: 'USDT',
      network: 'ETH',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      amount: '20',
    });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    expect(await balanceOf(c.client, 'USDT')).toBe('7');

    const snapshot = await snapshotNow();
    const usdt = snapshot.currencies.find((entry) => entry.currency === 'USDT');
    const btc = snapshot.currencies.find((entry) => entry.currency === 'BTC');
    // Balances and vaults, and C's withdrawal (amount and fee) not yet sent.
    expect(fromDecimalString(usdt?.liabilities ?? '')).toBe(fromDecimalString('180'));
    expect(usdt?.root.sum).toBe(String(fromDecimalString('180')));
    expect(usdt?.leaves).toBe(6);
    expect(fromDecimalString(btc?.liabilities ?? '')).toBe(fromDecimalString('0.01'));
    expect(btc?.leaves).toBe(2);
    // The test's coins came from outside the chain: the simulated chain holds none of them.
    expect(usdt).toMatchObject({ reservesSource: 'simulated', reserves: '0', ratio: '0.00' });
    // Each network's part is listed; the simulated chain has no address to sign for.
    expect(btc?.reserveAddresses).toEqual([
      {
        network: 'BTC',
        address: null,
        balance: '0',
        message: null,
        signature: null,
        unsigned: 'not signed: simulated chain',
      },
    ]);
    expect(usdt?.reserveAddresses.map((entry) => entry.unsigned)).toEqual(
      usdt?.reserveAddresses.map(() => 'not signed: simulated chain'),
    );
    expect(usdt?.reserveAddresses.length).toBeGreaterThan(0);

    expect(await checkProof(a.client, snapshot)).toEqual({ USDT: '100' });
    expect(await checkProof(b.client, snapshot)).toEqual({ BTC: '0.01', USDT: '50' });
    expect(await checkProof(c.client, snapshot)).toEqual({ USDT: '30' });
    // A player owed nothing has nothing to prove.
    const d = await registerPlayer(server);
    expect(await checkProof(d.client, snapshot)).toEqual({});

    const published = await server.client().get('/api/solvency');
    expect(published.body.snapshot).toEqual(snapshot);

    // An old snapshot stays provable after a newer one.
    await fund(server, a.userId, 'USDT', '5');
    const newer = await snapshotNow();
    expect(newer.currencies.find((entry) => entry.currency === 'USDT')?.liabilities).toBe('185');
    expect(await checkProof(a.client, newer)).toEqual({ USDT: '105' });
    const old = await server.client().get(`/api/solvency/snapshots/${snapshot.id}`);
    expect(old.body).toEqual(snapshot);
    expect(await checkProof(a.client, snapshot, `?snapshot=${snapshot.id}`)).toEqual({ USDT: '100' });
    const latest = await server.client().get('/api/solvency');
    expect(latest.body.snapshot.id).toBe(newer.id);
    expect(latest.body.history).toEqual([{ id: snapshot.id, takenAt: snapshot.takenAt }]);
  });

  it('sums exactly to the ledger when taken while bets run flat out', async () => {
    const players = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const player = await registerPlayer(server);
        await fund(server, player.userId, 'USDT', '100');
        return player;
      }),
    );
    let running = true;
    const bets = players.map(async (player) => {
      while (running) await diceBet(player.client, '0.37', 49.5);
    });
    const taken: SolvencySnapshot[] = [];
    for (let round = 0; round < 3; round += 1) taken.push(await snapshotNow());
    running = false;
    await Promise.all(bets);
    // Each snapshot's published totals are the sums of its stored leaves: what the house's
    // side of the same read said (the snapshot refuses to publish otherwise).
    for (const snapshot of taken) {
      const sums = await sql<{ currency: string; total: string }>`
        SELECT currency, sum(amount)::text AS total FROM solvency_leaves
        WHERE snapshot_id = ${snapshot.id} GROUP BY currency
      `.execute(server.context.database.db);
      for (const entry of snapshot.currencies) {
        expect(sums.rows.find((row) => row.currency === entry.currency)?.total).toBe(entry.root.sum);
      }
    }
    // Once the bets stop, a snapshot owes each player exactly their balance.
    const last = await snapshotNow();
    for (const player of players) {
      const amounts = await checkProof(player.client, last);
      expect(amounts.USDT).toBe(await balanceOf(player.client, 'USDT'));
    }
    await expectLedgerSound(server);
  });

  it('is checked by the published command-line verifier, which catches a changed amount, path or root', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'USDT', '12.5');
    await fund(server, player.userId, 'BTC', '0.002');
    const snapshot = await snapshotNow();
    const proof = (await player.client.get('/api/solvency/proof')).body as SolvencyProof;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-solvency-'));
    try {
      const write = (name: string, value: unknown) => {
        const file = path.join(dir, name);
        fs.writeFileSync(file, JSON.stringify(value));
        return file;
      };
      const proofFile = write('proof.json', proof);
      const published = write('published.json', (await server.client().get('/api/solvency')).body);
      const good = await runVerifier(proofFile, published);
      expect(good.code, good.output).toBe(0);
      expect(good.output).toContain('✓ BTC');
      expect(good.output).toContain('✓ USDT');
      // Against the running casino's published roots, fetched by the verifier itself.
      expect((await runVerifier(proofFile, server.url)).code).toBe(0);

      const changed = (edit: (copy: SolvencyProof) => void) => {
        const copy = structuredClone(proof);
        edit(copy);
        return write(`changed-${randomUUID()}.json`, copy);
      };
      const first = (copy: SolvencyProof) =>
        copy.currencies[0]?.leaves[0] as SolvencyProof['currencies'][0]['leaves'][0];
      for (const [what, file] of [
        ['amount', changed((copy) => (first(copy).amount = String(BigInt(first(copy).amount) + 1n)))],
        ['sibling', changed((copy) => ((first(copy).path[0] as { hash: string }).hash = '0'.repeat(64)))],
        ['negative sum', changed((copy) => ((first(copy).path[0] as { sum: string }).sum = '-1'))],
        ['player', changed((copy) => (copy.playerId = randomUUID()))],
      ] as const) {
        const result = await runVerifier(file, published);
        expect(result.code, what).toBe(1);
      }
      // A proof whose root is not the published one is refused even if it adds up by itself.
      const otherRoot = changed((copy) => {
        const entry = copy.currencies[0] as SolvencyProof['currencies'][0];
        entry.root = { hash: 'f'.repeat(64), sum: entry.root.sum };
      });
      expect((await runVerifier(otherRoot, published)).code).toBe(1);
      expect(snapshot.currencies.length).toBeGreaterThanOrEqual(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('publishes nothing when the ledger does not add up', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'USDT', '10');
    const db = server.context.database.db;
    const count = async () =>
      Number(
        (await sql<{ n: string }>`SELECT count(*)::text AS n FROM solvency_snapshots`.execute(db)).rows[0]?.n,
      );
    const before = await count();
    const account = sql`user_id = ${player.userId} AND kind = 'main' AND currency = 'USDT'`;
    await sql`UPDATE accounts SET balance = balance + 1 WHERE ${account}`.execute(db);
    try {
      const refused = await admin.post('/api/admin/solvency/snapshot', {});
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/players are owed .* USDT but the house's accounts say/);
      expect(await count()).toBe(before);
    } finally {
      await sql`UPDATE accounts SET balance = balance - 1 WHERE ${account}`.execute(db);
    }
  });

  it('asks the right login of each route and refuses bad input, changing nothing', async () => {
    const visitor = server.client();
    const { client: player } = await registerPlayer(server);
    const support = (await registerStaff(server, undefined, 'support')).client;
    const db = server.context.database.db;
    const count = async () =>
      (await sql<{ n: string }>`SELECT count(*)::text AS n FROM solvency_snapshots`.execute(db)).rows[0]?.n;
    const before = await count();
    expect((await visitor.post('/api/admin/solvency/snapshot', {})).status).toBe(401);
    expect((await player.post('/api/admin/solvency/snapshot', {})).status).toBe(403);
    expect((await support.post('/api/admin/solvency/snapshot', {})).status).toBe(403);
    expect((await admin.post('/api/admin/solvency/snapshot', { now: true })).status).toBe(400);
    expect(await count()).toBe(before);

    expect((await visitor.get('/api/solvency/proof')).status).toBe(401);
    for (const [query, status] of [
      ['?snapshot=not-a-uuid', 400],
      ['?snapshot=__proto__', 400],
      [`?snapshot=${randomUUID()}`, 404],
      ['?other=1', 400],
      [`?snapshot=${randomUUID()}&snapshot=${randomUUID()}`, 400],
    ] as const) {
      const response = await player.get(`/api/solvency/proof${query}`);
      expect(response.status, query).toBe(status);
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect((await visitor.get('/api/solvency/snapshots/nope')).status).toBe(400);
    expect((await visitor.get(`/api/solvency/snapshots/${randomUUID()}`)).status).toBe(404);
  });
});
