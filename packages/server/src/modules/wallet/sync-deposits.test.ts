import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { balanceOf, depositAddress, expectLedgerSound } from '../../test/wallet-helpers';
import type { ChainAdapter, IncomingTransfer } from './chain/chain-adapter';

/**
 * How much work a deposit sync does. Real chain and database; the chain adapter is
 * watched, not replaced: every transfer it reports to the wallet is counted, whichever
 * of its calls reports it, so the count is what the sync examined.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

function watchChain(chain: ChainAdapter) {
  const reported: IncomingTransfer[] = [];
  const target = chain as unknown as Record<string, unknown>;
  const originals = new Map<string, unknown>();
  for (const [name, value] of Object.entries(target)) {
    if (typeof value !== 'function') continue;
    originals.set(name, value);
    // Answers that are not promises (the network's kind, an address check) pass as they are.
    target[name] = (...args: unknown[]) => {
      const result = (value as (...args: unknown[]) => unknown).apply(chain, args);
      if (!(result instanceof Promise)) return result;
      return result.then((settled) => {
        if (Array.isArray(settled)) reported.push(...(settled as IncomingTransfer[]));
        return settled;
      });
    };
  }
  return {
    reported,
    stop: () => {
      for (const [name, value] of originals) target[name] = value;
    },
  };
}

describe('deposit syncing', () => {
  it('examines only the deposits still pending, never the ones credited before', async () => {
    const { client } = await registerPlayer(server);
    const address = await depositAddress(client, 'DOGE', 'DOGE');
    const watch = watchChain(server.context.wallet.chain);
    const examinedPerDeposit: number[] = [];
    const hashes: string[] = [];
    try {
      for (let round = 1; round <= 4; round += 1) {
        watch.reported.length = 0;
        const sent = await client.post('/api/dev/chain/faucet', {
          network: 'DOGE',
          currency: 'DOGE',
          address,
          amount: '10',
        });
        expect(sent.status).toBe(200);
        hashes.push(sent.body.txHash);
        const mined = await client.post('/api/dev/chain/mine', { network: 'DOGE', blocks: 3 });
        expect(mined.body.credited).toBe(1);
        examinedPerDeposit.push(watch.reported.length);
        // Only this round's transfer was read: the credited ones of earlier rounds never again.
        expect(watch.reported.map((transfer) => transfer.txHash)).toEqual([sent.body.txHash]);
      }
    } finally {
      watch.stop();
    }
    // The fourth deposit cost what the first did.
    expect(examinedPerDeposit).toEqual([1, 1, 1, 1]);
    expect(await balanceOf(client, 'DOGE')).toBe('40');
  });

  it('reads every deposit that is pending on the network, and each player is credited once', async () => {
    const players = await Promise.all([
      registerPlayer(server),
      registerPlayer(server),
      registerPlayer(server),
    ]);
    for (const player of players) {
      const address = await depositAddress(player.client, 'LTC', 'LTC');
      const sent = await player.client.post('/api/dev/chain/faucet', {
        network: 'LTC',
        currency: 'LTC',
        address,
        amount: '1',
      });
      expect(sent.status).toBe(200);
    }
    const watch = watchChain(server.context.wallet.chain);
    try {
      const first = await players[0]?.client.post('/api/dev/chain/mine', { network: 'LTC', blocks: 1 });
      expect(first?.body.credited).toBe(0);
      expect(watch.reported).toHaveLength(3);
      watch.reported.length = 0;
      const second = await players[1]?.client.post('/api/dev/chain/mine', { network: 'LTC', blocks: 2 });
      expect(second?.body.credited).toBe(3);
      expect(watch.reported).toHaveLength(3);
      watch.reported.length = 0;
      await players[2]?.client.post('/api/dev/chain/mine', { network: 'LTC', blocks: 5 });
      expect(watch.reported).toHaveLength(0);
    } finally {
      watch.stop();
    }
    for (const player of players) expect(await balanceOf(player.client, 'LTC')).toBe('1');
  });
});
