import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

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

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** The address ranges proxy-addr names, as Fastify reads them for HTTP requests. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function toRanges(trust: string[]): Range[] {
  return trust.flatMap((entry) =>
    (NAMED_RANGES[entry] ?? [entry]).map((each): Range => {
      if (each.includes('/')) return ipaddr.parseCIDR(each);
      const address = ipaddr.parse(each);
      return [address, address.kind() === 'ipv4' ? 32 : 128];
    }),
  );
}

function isTrusted(address: string, ranges: Range[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return ranges.some(([range, bits]) => parsed.kind() === range.kind() && parsed.match(range, bits));
}

/**
 * The client address of a raw Node request (the socket upgrade, which Fastify does not
 * see), read the way Fastify reads `request.ip` under the same TRUST_PROXY: the peer,
 * then each `X-Forwarded-For` hop from the nearest while the hop before it is one of
 * the operator's proxies.
 */
export function clientAddressOf(
  request: {
    socket: { remoteAddress?: string | undefined };
    headers: Record<string, string | string[] | undefined>;
  },
  trust: TrustProxy,
): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (trust === false) return normalise(peer);
  const ranges = toRanges(trust);
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  let address = peer;
  for (const hop of hops) {
    if (!isTrusted(address, ranges)) break;
    address = hop;
  }
  return normalise(address);
}

/** One spelling per address: an IPv4 client seen through an IPv6 socket is its IPv4 form. */
function normalise(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}
