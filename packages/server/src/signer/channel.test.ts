import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { reserveMessage } from '@ante/core';
import { getAddress, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../lib/config';
import { claimWithdrawals } from '../modules/wallet/claim-withdrawals';
import { registerPlayer, startTestServer, type TestServer } from '../test/harness';
import { fund } from '../test/wallet-helpers';
import { approvedWithdrawal } from './approvals';
import { httpSignerClient, startSignerServer } from './channel';
import { KeyRing } from './keys';
import { SIGNATURE_HEADER, SignerRefusal, signatureFor } from './protocol';
import { createSignerService } from './service';

/**
 * The signer's channel and its reading of the database, on a real server and database:
 * only the casino's signed requests are read, and only what the database shows as
 * being sent is approved.
 */
const SECRET = 'the-casino-and-the-signer-share-this';
const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

let server: TestServer;
let signer: http.Server;
let url: string;
beforeAll(async () => {
  server = await startTestServer();
  const chains = loadConfig({
    CHAIN_LTC: 'bitcoind:http://u:p@127.0.0.1:9',
    // Signing a message needs no node: the port answers nothing.
    CHAIN_ETH: 'evm:http://127.0.0.1:9',
    BITCOIND_CHAIN: 'regtest',
  }).chains;
  const service = createSignerService({
    db: server.context.database.db,
    keys: new KeyRing(MNEMONIC),
    chains,
  });
  signer = await startSignerServer(service, { secret: SECRET, host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(signer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  signer.close();
  await server.close();
});

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

describe('the signer channel', () => {
  it('answers the casino, signed with the shared secret', async () => {
    const info = await httpSignerClient(url, SECRET).info();
    expect(info.evmHotAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(info.xpubs.LTC).toMatch(/^xpub/);
    expect(info.xpubs.evm).not.toBe(info.xpubs.LTC);
  });

  it('refuses a request without the secret, with another secret, or too old', async () => {
    const body = JSON.stringify({});
    expect((await post('/info', body)).status).toBe(401);
    expect(
      (
        await post('/info', body, {
          [SIGNATURE_HEADER]: signatureFor('another-secret-of-32-characters!', body),
        })
      ).status,
    ).toBe(401);
    const old = signatureFor(SECRET, body, Date.now() - 120_000);
    expect((await post('/info', body, { [SIGNATURE_HEADER]: old })).status).toBe(401);
    // A signature for one body does not carry another.
    const other = JSON.stringify({ network: 'LTC' });
    expect((await post('/sign', other, { [SIGNATURE_HEADER]: signatureFor(SECRET, body) })).status).toBe(401);
    expect((await post('/info', body, { [SIGNATURE_HEADER]: 't=1,v1=zz' })).status).toBe(401);
  });

  it('refuses bodies that are too large, not JSON, or not a request', async () => {
    const huge = 'x'.repeat(600 * 1024);
    expect((await post('/sign', huge, { [SIGNATURE_HEADER]: signatureFor(SECRET, huge) })).status).toBe(413);
    const text = 'not json';
    expect((await post('/sign', text, { [SIGNATURE_HEADER]: signatureFor(SECRET, text) })).status).toBe(400);
    const client = httpSignerClient(url, SECRET);
    const bad = [
      { network: 'LTC', purpose: 'withdrawal', key: 'withdrawal:x', payload: {}, extra: 1 },
      { network: 'LTC', purpose: 'steal', key: 'k', payload: {} },
      { network: 'LTC', purpose: 'withdrawal', key: '', payload: {} },
      { network: 'TRX', purpose: 'withdrawal', key: 'withdrawal:x', payload: {} },
      { network: '__proto__', purpose: 'withdrawal', key: 'withdrawal:x', payload: {} },
    ];
    for (const request of bad) {
      await expect(client.sign(request as never)).rejects.toBeInstanceOf(SignerRefusal);
    }
    expect((await post('/nowhere', '{}', { [SIGNATURE_HEADER]: signatureFor(SECRET, '{}') })).status).toBe(
      404,
    );
  });
});

describe('what the signer approves', () => {
  it('is only a withdrawal being sent under its key, not held, of an account not locked', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'LTC', '10');
    const requested = await client.post('/api/wallet/withdraw', {
      currency: 'LTC',
      network: 'LTC',
      address: 'ltc1qg82gqh9rjl8mxr4s5ecqzw5xcfzq0yqzk9cg3v',
      amount: '1',
    });
    expect(requested.status).toBe(200);
    const id = requested.body.withdrawal.id as string;
    const db = server.context.database.db;
    // Pending: not yet being sent.
    expect(await approvedWithdrawal(db, `withdrawal:${id}`)).toBeNull();
    const [claimed] = await claimWithdrawals(db, {
      due: (eb) => eb('id', '=', id),
      oldestBy: 'created_at',
      startSending: true,
    });
    expect(claimed?.send_key).toBe(`withdrawal:${id}`);
    expect(await approvedWithdrawal(db, `withdrawal:${id}`)).toMatchObject({
      id,
      network: 'LTC',
      currency: 'LTC',
      address: 'ltc1qg82gqh9rjl8mxr4s5ecqzw5xcfzq0yqzk9cg3v',
      amount: 10n ** 18n,
    });
    expect(await approvedWithdrawal(db, `withdrawal:${id}x`)).toBeNull();
    await db.updateTable('users').set({ locked_at: new Date() }).where('id', '=', userId).execute();
    expect(await approvedWithdrawal(db, `withdrawal:${id}`)).toBeNull();
    await db.updateTable('users').set({ locked_at: null }).where('id', '=', userId).execute();
    await db.updateTable('withdrawals').set({ review: 'held' }).where('id', '=', id).execute();
    expect(await approvedWithdrawal(db, `withdrawal:${id}`)).toBeNull();
    await db
      .updateTable('withdrawals')
      .set({ review: 'approved', status: 'completed' })
      .where('id', '=', id)
      .execute();
    expect(await approvedWithdrawal(db, `withdrawal:${id}`)).toBeNull();
    // Put back as it was, so the ledger check after the suite sees a withdrawal in flight, not a completed one without its transfers.
    await db.updateTable('withdrawals').set({ status: 'processing' }).where('id', '=', id).execute();
  });
});

describe('proof-of-reserves messages', () => {
  const client = () => httpSignerClient(url, SECRET);
  const messageFor = async (overrides: { address?: string; network?: string; takenAt?: string } = {}) =>
    reserveMessage({
      snapshotId: randomUUID(),
      takenAt: overrides.takenAt ?? new Date().toISOString(),
      address: overrides.address ?? getAddress((await client().info()).evmHotAddress),
      network: overrides.network ?? 'ETH',
    });

  it('signs the fixed message for the hot wallet, EIP-191, verifiable against its address', async () => {
    const hot = getAddress((await client().info()).evmHotAddress);
    const message = await messageFor();
    const proof = await client().proveReserves({ network: 'ETH', message });
    expect(proof.address).toBe(hot);
    expect(proof.signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await verifyMessage({ address: hot, message, signature: proof.signature as `0x${string}` })).toBe(
      true,
    );
    expect(
      await verifyMessage({
        address: hot,
        message: message.replace('chain: ETH', 'chain: BSC'),
        signature: proof.signature as `0x${string}`,
      }),
    ).toBe(false);
  });

  it('refuses arbitrary text, a transaction, an address it does not hold, and every other variation', async () => {
    const hot = getAddress((await client().info()).evmHotAddress);
    const good = await messageFor();
    const refused = [
      { network: 'ETH', message: 'I, the casino, owe nothing to anyone' },
      { network: 'ETH', message: '0x02f86b0180843b9aca00843b9aca0082520894' },
      { network: 'ETH', message: `${good}\nsend: everything` },
      { network: 'ETH', message: good.replace('Ante proof', 'Ante  proof') },
      // An address the signer does not hold, and the hot wallet's in lower case.
      {
        network: 'ETH',
        message: await messageFor({ address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' }),
      },
      { network: 'ETH', message: await messageFor({ address: hot.toLowerCase() }) },
      // The message names another network than the request, or one without a real node, or one that signs no messages.
      { network: 'ETH', message: await messageFor({ network: 'BSC' }) },
      { network: 'BSC', message: await messageFor({ network: 'BSC' }) },
      {
        network: 'LTC',
        message: await messageFor({ network: 'LTC', address: 'ltc1qg82gqh9rjl8mxr4s5ecqzw5xcfzq0yqzk9cg3v' }),
      },
      // Dated an hour ago: not a snapshot being taken now.
      {
        network: 'ETH',
        message: await messageFor({ takenAt: new Date(Date.now() - 3_600_000).toISOString() }),
      },
      { network: 'ETH', message: good, extra: true },
      { network: 'ETH' },
      { network: 'ETH', message: 42 },
    ];
    for (const request of refused) {
      await expect(client().proveReserves(request as never), JSON.stringify(request)).rejects.toBeInstanceOf(
        SignerRefusal,
      );
    }
  });
});
