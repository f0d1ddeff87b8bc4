import { keccak_256 } from '@noble/hashes/sha3';
import { Unavailable, ValidationError } from '../../lib/errors';

/** The ENS registry, at the same address on mainnet and the public testnets. */
export const ENS_REGISTRY = '0x00000000000c2e074ec69a0dfb2997ba6c7d2e1e';
const RESOLVER = '0178b8bf'; // resolver(bytes32)
const ADDR = '3b3b57de'; // addr(bytes32)
const NAME = '691f3431'; // name(bytes32)
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** EIP-137 namehash of a (lower-cased) ENS name. */
export function namehash(name: string): string {
  let node: Uint8Array = new Uint8Array(32);
  if (name) {
    for (const label of name.split('.').reverse()) {
      const labelHash = keccak_256(new TextEncoder().encode(label));
      const joined = new Uint8Array(64);
      joined.set(node, 0);
      joined.set(labelHash, 32);
      node = keccak_256(joined);
    }
  }
  return hex(node);
}

export function normalizeEnsName(raw: string): string {
  const name = raw.trim().toLowerCase();
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(name) || name.length > 255) {
    throw new ValidationError('name: not an ENS name such as vitalik.eth', 'name');
  }
  return name;
}

export function normalizeEthAddress(raw: string): string {
  const address = raw.trim();
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
    throw new ValidationError('address: not an Ethereum address (0x followed by 40 hex digits)', 'address');
  }
  return address.toLowerCase();
}

/**
 * Resolves ENS names through an Ethereum JSON-RPC endpoint (`ETH_RPC_URL`), with
 * plain `eth_call`s to the registry and the name's resolver. Without an endpoint
 * every lookup is a 503 that says what to configure.
 */
export class EnsResolver {
  constructor(
    private readonly rpcUrl: string | undefined,
    private readonly timeoutMs = 8_000,
  ) {}

  private async call(to: string, data: string): Promise<string> {
    if (!this.rpcUrl) {
      // Not a passing outage: an hour is the hint to ask again, in case the operator sets it up.
      throw new Unavailable(
        'ENS lookups are not available: the operator has not configured ETH_RPC_URL.',
        3600,
      );
    }
    let body: { result?: unknown; error?: { message?: string } };
    try {
      const response = await fetch(this.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to, data }, 'latest'] }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      body = (await response.json()) as typeof body;
    } catch {
      throw new Unavailable('The Ethereum node did not answer. Please try again.');
    }
    if (typeof body.result !== 'string' || !/^0x[0-9a-fA-F]*$/.test(body.result)) {
      throw new Unavailable('The Ethereum node gave no usable answer. Please try again.');
    }
    return body.result.slice(2);
  }

  private async resolverOf(node: string): Promise<string | null> {
    const word = await this.call(ENS_REGISTRY, `0x${RESOLVER}${node}`);
    const address = `0x${word.slice(24, 64)}`;
    return word.length >= 64 && address !== ZERO_ADDRESS ? address : null;
  }

  /** The address a name points to, or null when it has none. */
  async toAddress(name: string): Promise<string | null> {
    const node = namehash(name);
    const resolver = await this.resolverOf(node);
    if (!resolver) return null;
    const word = await this.call(resolver, `0x${ADDR}${node}`);
    const address = `0x${word.slice(24, 64)}`;
    return word.length >= 64 && address !== ZERO_ADDRESS ? address : null;
  }

  /**
   * The primary name of an address (reverse record), accepted only when that name
   * resolves back to the same address, as ENS requires.
   */
  async fromAddress(address: string): Promise<string | null> {
    const node = namehash(`${address.slice(2)}.addr.reverse`);
    const resolver = await this.resolverOf(node);
    if (!resolver) return null;
    const encoded = await this.call(resolver, `0x${NAME}${node}`);
    if (encoded.length < 128) return null;
    const length = Number.parseInt(encoded.slice(64, 128), 16);
    const name = Buffer.from(encoded.slice(128, 128 + length * 2), 'hex').toString('utf8');
    if (!name) return null;
    const forward = await this.toAddress(name);
    return forward === address ? name : null;
  }
}
