import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRpcClient, type RpcClient } from '../modules/wallet/chain/bitcoind/rpc-client';
import { freePort, tempDir } from './node-process';

/**
 * Litecoin Core in regtest, as the chain tests run it: Debian's `litecoind` on free
 * ports with a data folder of its own, a funded wallet (`outside`) that plays the
 * players' own wallets and exchanges, and blocks mined on demand.
 */
export interface Litecoind {
  /** The RPC URL the casino's `CHAIN_LTC` takes (with `bitcoind:` before it). */
  url: string;
  rpc: RpcClient;
  /** A wallet outside the casino, holding mined coins. */
  outside: RpcClient;
  mine(blocks?: number): Promise<string[]>;
  /** Sends from the outside wallet; returns the transaction id. */
  pay(address: string, amount: string): Promise<string>;
  /** Stops the node (its data kept) and starts it again on the same port. */
  stop(): Promise<void>;
  /**
   * `emptyMempool`: the node forgets its unconfirmed transactions, and loads no wallet
   * (a wallet would put its own back), so a test can mine a conflicting one first.
   */
  start(options?: { emptyMempool?: boolean }): Promise<void>;
  close(): Promise<void>;
}

export function hasLitecoind(): boolean {
  return fs.existsSync('/usr/bin/litecoind');
}

export async function startLitecoind(): Promise<Litecoind> {
  const dataDir = tempDir('ante-litecoind-');
  const [rpcPort, p2pPort] = [await freePort(), await freePort()];
  const url = `http://ante:regtest@127.0.0.1:${rpcPort}`;
  const rpc = createRpcClient(url);
  let child: ChildProcess | null = null;
  let minerAddress = '';

  async function start(emptyMempool = false): Promise<void> {
    child = spawn(
      '/usr/bin/litecoind',
      [
        '-regtest',
        `-datadir=${dataDir}`,
        `-rpcport=${rpcPort}`,
        `-port=${p2pPort}`,
        '-rpcbind=127.0.0.1',
        '-rpcallowip=127.0.0.1',
        '-rpcuser=ante',
        '-rpcpassword=regtest',
        '-listen=0',
        '-dnsseed=0',
        '-fallbackfee=0.0002',
        '-printtoconsole=0',
        '-server=1',
        ...(emptyMempool ? ['-persistmempool=0', '-nowallet'] : []),
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await rpc.call('getblockchaininfo');
        return;
      } catch (error) {
        if (Date.now() > deadline || child.exitCode !== null) {
          throw new Error(`litecoind did not start: ${(error as Error).message}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  async function stop(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  await start();
  await rpc.call('createwallet', ['outside']);
  const outside = rpc.wallet('outside');
  minerAddress = await outside.call<string>('getnewaddress', ['', 'bech32']);
  const node: Litecoind = {
    url,
    rpc,
    outside,
    mine: (blocks = 1) => rpc.call<string[]>('generatetoaddress', [blocks, minerAddress]),
    pay: (address, amount) => outside.call<string>('sendtoaddress', [address, amount]),
    stop,
    async start(options = {}) {
      await start(options.emptyMempool);
      // A wallet is not loaded again by itself after a restart.
      if (!options.emptyMempool) await rpc.call('loadwallet', ['outside']).catch(() => undefined);
    },
    async close() {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // Coinbase outputs spend after 100 blocks.
  await node.mine(101);
  return node;
}
