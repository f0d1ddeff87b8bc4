import { expect } from 'vitest';

/**
 * Players of the fault tests, each calling from an address of its own (as players do:
 * the casino's per-address limits then count each apart) through `base()`, the node or
 * the balancer in front of the nodes. Funded with LTC from the simulated chain.
 */
export function faultClients(base: () => string, subnet: string) {
  const addressOf = new Map<string, string>();

  async function post(path: string, body: unknown, cookie?: string, key?: string) {
    const response = await fetch(`${base()}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': (cookie && addressOf.get(cookie)) || `${subnet}.0.1`,
        ...(cookie ? { cookie } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      retryAfter: response.headers.get('retry-after'),
      body: (text ? JSON.parse(text) : {}) as any,
    };
  }

  async function get(path: string, cookie: string) {
    const response = await fetch(`${base()}${path}`, {
      headers: { cookie, 'x-forwarded-for': addressOf.get(cookie) ?? `${subnet}.0.1` },
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  /** A registered player with 1 LTC confirmed and a client seed, ready to bet. */
  async function fundedPlayer(index: number): Promise<{ cookie: string; userId: string; username: string }> {
    const username = `flt_${index}_${Date.now().toString(36).slice(-5)}`;
    const address = `${subnet}.${Math.floor(index / 200) + 1}.${(index % 200) + 1}`;
    const response = await fetch(`${base()}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username, password: 'faults test password' }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const userId = ((await response.json()) as { user: { userId: string } }).user.userId;
    addressOf.set(cookie, address);
    const info = await post('/api/wallet/deposit', { currency: 'LTC' }, cookie);
    const deposit = info.body.addresses[0].address;
    const faucet = { network: 'LTC', currency: 'LTC', address: deposit, amount: '1' };
    expect((await post('/api/dev/chain/faucet', faucet, cookie)).status).toBe(200);
    expect((await post('/api/dev/chain/mine', { network: 'LTC', blocks: 6 }, cookie)).status).toBe(200);
    expect((await post('/api/user/seed/current', {}, cookie)).status).toBe(200);
    return { cookie, userId, username };
  }

  return { post, get, fundedPlayer };
}
