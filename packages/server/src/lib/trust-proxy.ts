import { isIP } from 'node:net';

/**
 * Which hops of `X-Forwarded-For` to believe: none (`false`), or those that come from
 * one of the operator's proxies (a list of addresses and CIDR ranges). The client
 * address is then the nearest hop that is not one of them. Fastify takes both as its
 * `trustProxy` option.
 */
export type TrustProxy = false | string[];

/** Names proxy-addr (Fastify's resolver) understands for the private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const EXAMPLE =
  'e.g. TRUST_PROXY=10.0.0.0/8 for a load balancer in that network, or 127.0.0.1 for a proxy on this machine';

/**
 * Reads TRUST_PROXY. Only proxy addresses are accepted. `true` is refused: Fastify would
 * trust every hop, so the client address would be whatever the client wrote first in
 * `X-Forwarded-For`, putting rate-limit keys and session addresses in its hands. A hop
 * count is refused too: it cannot tell a proxy from a client that reaches the casino
 * directly and writes the header itself, which is why Fastify 5 ignores hop counts
 * (a number there trusts nothing). Throws an Error whose message is the configuration line.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error(
      `TRUST_PROXY=true would trust any address a client writes in X-Forwarded-For; list the addresses of the proxies in front of the casino instead (${EXAMPLE})`,
    );
  }
  if (/^\d+$/.test(value)) {
    throw new Error(
      `TRUST_PROXY=${value}: a hop count cannot tell a proxy from a client that connects directly; list the proxies' addresses instead (${EXAMPLE})`,
    );
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(`TRUST_PROXY "${entry}" is not an IP address or a CIDR range (${EXAMPLE})`);
    }
  }
  return entries;
}
