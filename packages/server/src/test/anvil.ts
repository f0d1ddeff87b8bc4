import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  http,
  type PublicClient,
  parseAbi,
} from 'viem';
import { freePort } from './node-process';

/**
 * Anvil, the local Ethereum node from `@foundry-rs/anvil` (its binary ships in the npm
 * package and runs offline), as the EVM chain tests run it: a free port, blocks mined
 * as transactions arrive (or on demand), and its unlocked development accounts playing
 * the players' own wallets and a token issuer.
 */
export interface Anvil {
  url: string;
  client: PublicClient;
  /** An unlocked account holding 10,000 ETH. */
  outside: Address;
  /** A second one, to receive withdrawals. */
  receiver: Address;
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  pay(to: Address, wei: bigint): Promise<`0x${string}`>;
  /** Deploys the test token with `decimals`, returning its address. */
  deployToken(decimals: number): Promise<Address>;
  mint(token: Address, to: Address, units: bigint): Promise<`0x${string}`>;
  tokenBalance(token: Address, owner: Address): Promise<bigint>;
  mine(blocks?: number): Promise<void>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

function anvilBinary(): string {
  const dir = path.dirname(
    require.resolve(
      `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}/package.json`,
    ),
  );
  return path.join(dir, 'bin', 'anvil');
}

export function hasAnvil(): boolean {
  try {
    return fs.existsSync(anvilBinary());
  } catch {
    return false;
  }
}

/** The test token's creation code, compiled here from test-token.sol by solc (the npm solcjs, offline). */
function tokenBytecode(): `0x${string}` {
  const solc = require('solc');
  const source = fs.readFileSync(path.join(import.meta.dirname, 'test-token.sol'), 'utf8');
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'test-token.sol': { content: source } },
        settings: { outputSelection: { '*': { TestToken: ['evm.bytecode.object'] } } },
      }),
    ),
  );
  const errors = (output.errors ?? []).filter((error: { severity: string }) => error.severity === 'error');
  if (errors.length > 0) throw new Error(`test token: ${errors[0].formattedMessage}`);
  return `0x${output.contracts['test-token.sol'].TestToken.evm.bytecode.object}`;
}

export async function startAnvil(): Promise<Anvil> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    anvilBinary(),
    ['--port', String(port), '--host', '127.0.0.1', '--silent'],
    {
      stdio: 'ignore',
    },
  );
  let id = 0;
  async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
    id += 1;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    });
    const body = (await response.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result as T;
  }
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await rpc('eth_blockNumber');
      break;
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`anvil did not start: ${error}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const [outside, receiver] = await rpc<Address[]>('eth_accounts');
  // No cached answers: a test reads the height right after mining, and viem would
  // otherwise answer getBlockNumber from a cache seconds old.
  const client = createPublicClient({ transport: http(url), cacheTime: 0 }) as PublicClient;
  /**
   * Sends from the funded account and, while Anvil mines each transaction as it comes,
   * waits for its block: the answer to `eth_sendTransaction` can come before the block
   * is there to read, and a test that reads the chain next would then miss it.
   */
  const send = async (tx: Record<string, string>) => {
    const hash = await rpc<`0x${string}`>('eth_sendTransaction', [{ from: outside, ...tx }]);
    const automine = await rpc<boolean>('anvil_getAutomine');
    if (automine) await client.waitForTransactionReceipt({ hash, pollingInterval: 25 });
    return hash;
  };
  const hex = (value: bigint) => `0x${value.toString(16)}`;
  return {
    url,
    client,
    outside: outside as Address,
    receiver: receiver as Address,
    rpc,
    pay: (to, wei) => send({ to, value: hex(wei) }),
    async deployToken(decimals) {
      const args = encodeAbiParameters([{ type: 'uint8' }], [decimals]).slice(2);
      const hash = await send({ data: `${tokenBytecode()}${args}` });
      const receipt = await client.waitForTransactionReceipt({ hash });
      if (!receipt.contractAddress) throw new Error('the token was not deployed');
      return receipt.contractAddress;
    },
    mint: (token, to, units) =>
      send({
        to: token,
        data: encodeFunctionData({
          abi: parseAbi(['function mint(address,uint256)']),
          functionName: 'mint',
          args: [to, units],
        }),
      }),
    tokenBalance: (token, owner) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    async mine(blocks = 1) {
      await rpc('anvil_mine', [hex(BigInt(blocks))]);
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
