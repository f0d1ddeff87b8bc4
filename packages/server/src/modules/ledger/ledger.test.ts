import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAmount, TRANSFER_CODES, type TransferCode } from '@ante/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';
import { checkLedger } from './check-ledger';
import { postTransfer } from './post-transfer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.context.database.db;

async function balance(userId: string, kind: 'main' | 'vault', currency: string): Promise<string> {
  const row = await db()
    .selectFrom('accounts')
    .select(sql<string>`balance::text`.as('balance'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row ? String(Number(row.balance)) : '0';
}

describe('postTransfer', () => {
  it('moves money between accounts and records one transfer per idempotency key', async () => {
    const { userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '1');
    const move = () =>
      db()
        .transaction()
        .execute((trx) =>
          postTransfer(trx, {
            code: 'vault_in',
            from: { userId, kind: 'main' },
            to: { userId, kind: 'vault' },
            currency: 'BTC',
            amount: parseAmount('0.25'),
            idempotencyKey: `once-${userId}`,
          }),
        );
    expect(await move()).toBe(true);
    expect(await move()).toBe(false);
    expect(await balance(userId, 'main', 'BTC')).toBe('0.75');
    expect(await balance(userId, 'vault', 'BTC')).toBe('0.25');
    await expectLedgerSound(server);
  });

  it('takes every transfer code of the closed list, and the database refuses any other', async () => {
    const { userId } = await registerPlayer(server);
    await fund(server, userId, 'LTC', '1');
    const post = (code: TransferCode) =>
      db()
        .transaction()
        .execute((trx) =>
          postTransfer(trx, {
            code,
            from: { userId, kind: 'main' },
            to: { userId, kind: 'vault' },
            currency: 'LTC',
            amount: 1n,
            idempotencyKey: `code-${code}-${userId}`,
          }),
        );
    for (const code of TRANSFER_CODES) expect(await post(code)).toBe(true);
    // A free string only gets here past the type system, as a migration or a script might.
    await expect(post('vault_interest' as TransferCode)).rejects.toThrow(/transfers_code_known/);
    await expectLedgerSound(server);
  });

  it('never takes a player below zero and rolls the whole transaction back', async () => {
    const { userId } = await registerPlayer(server);
    await fund(server, userId, 'ETH', '1');
    await expect(
      db()
        .transaction()
        .execute((trx) =>
          postTransfer(trx, {
            code: 'vault_in',
            from: { userId, kind: 'main' },
            to: { userId, kind: 'vault' },
            currency: 'ETH',
            amount: parseAmount('1.000000000000000001'),
            idempotencyKey: `too-much-${userId}`,
          }),
        ),
    ).rejects.toMatchObject({ status: 409, code: 'INSUFFICIENT_BALANCE' });
    expect(await balance(userId, 'main', 'ETH')).toBe('1');
    const recorded = await db()
      .selectFrom('transfers')
      .select('id')
      .where('idempotency_key', '=', `too-much-${userId}`)
      .execute();
    expect(recorded).toEqual([]);
  });

  it('the database refuses a negative player balance even without the conditional debit', async () => {
    const { userId } = await registerPlayer(server);
    await fund(server, userId, 'LTC', '1');
    await expect(
      db()
        .updateTable('accounts')
        .set({ balance: '-1' })
        .where('user_id', '=', userId)
        .where('currency', '=', 'LTC')
        .execute(),
    ).rejects.toThrow(/accounts_user_balance_not_negative/);
  });

  it('keeps every balance right under many concurrent opposite transfers', async () => {
    const a = await registerPlayer(server);
    const b = await registerPlayer(server);
    await fund(server, a.userId, 'DOGE', '10');
    await fund(server, b.userId, 'DOGE', '10');
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        db()
          .transaction()
          .execute((trx) =>
            postTransfer(trx, {
              code: 'tip',
              from: { userId: i % 2 ? a.userId : b.userId, kind: 'main' },
              to: { userId: i % 2 ? b.userId : a.userId, kind: 'main' },
              currency: 'DOGE',
              amount: parseAmount('1'),
              idempotencyKey: `swap-${a.userId}-${i}`,
            }),
          ),
      ),
    );
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    expect(await balance(a.userId, 'main', 'DOGE')).toBe('10');
    expect(await balance(b.userId, 'main', 'DOGE')).toBe('10');
    await expectLedgerSound(server);
  });
});

describe('checkLedger', () => {
  it('names an account whose balance does not match its transfers', async () => {
    const { userId } = await registerPlayer(server);
    await fund(server, userId, 'XRP', '5');
    const account = await db()
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('currency', '=', 'XRP')
      .executeTakeFirstOrThrow();
    // Corrupt one balance behind the ledger's back, check, then put it right.
    await db().updateTable('accounts').set({ balance: '6' }).where('id', '=', account.id).execute();
    const problems = await checkLedger(db());
    expect(problems.map((p) => p.kind).sort()).toEqual(['balance_mismatch', 'currency_not_balanced']);
    expect(problems.find((p) => p.kind === 'balance_mismatch')?.detail).toContain(`account ${account.id}`);
    await db().updateTable('accounts').set({ balance: '5' }).where('id', '=', account.id).execute();
    await expectLedgerSound(server);
  });
});

describe('npm run ledger:check', () => {
  it('exits 0 on a sound ledger and 1 naming the broken account otherwise', async () => {
    const root = path.resolve(import.meta.dirname, '../../../../..');
    const database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-ledger-'));
    const options = database ? { databaseUrl: database.url } : { pgliteDataDir: dataDir };
    const env = {
      PATH: process.env.PATH ?? '',
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }),
    };
    const runCheck = () =>
      spawnSync('node', ['scripts/ledger-check.mjs'], { cwd: root, env, encoding: 'utf8' });
    try {
      // PGlite allows one process per folder, so each server is closed before the command runs.
      const first = await startTestServer(options);
      const player = await registerPlayer(first);
      await fund(first, player.userId, 'SOL', '3');
      await first.close();
      const ok = runCheck();
      expect(ok.stdout).toContain('Ledger OK');
      expect(ok.status).toBe(0);

      const second = await startTestServer(options);
      await second.context.database.db
        .updateTable('accounts')
        .set({ balance: '2' })
        .where('user_id', '=', player.userId)
        .execute();
      await second.close();
      const broken = runCheck();
      expect(broken.status).toBe(1);
      expect(broken.stderr).toMatch(/LEDGER BROKEN: account \d+ \(user .+ main SOL\)/);
    } finally {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
