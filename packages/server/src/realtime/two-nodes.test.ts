import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness';
import {
  bundleMain,
  freePort,
  type NodeProcess,
  removeBundle,
  runNode,
  startNode,
  tempDir,
} from '../test/node-process';
import { SocketClient } from '../test/socket-client';

/**
 * Two casino processes against one PostgreSQL and one Redis, as behind a load
 * balancer. Needs both services (DATABASE_URL and REDIS_URL), as in CI's second run;
 * PGlite cannot be shared between processes.
 */
const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.runIf(enabled)('two nodes', () => {
  const workDir = tempDir('ante-nodes-');
  const nodes: NodeProcess[] = [];
  const urls: string[] = [];
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl = '';
  let bundle = '';
  let staffCommand = '';

  beforeAll(async () => {
    bundle = await bundleMain();
    staffCommand = await bundleMain('cli/staff.ts');
    const database = await createTestDatabase();
    if (!database) throw new Error('DATABASE_URL is required');
    drop = database.drop;
    databaseUrl = database.url;
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      nodes.push(
        await startNode(bundle, {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: database.url,
          REDIS_URL: process.env.REDIS_URL ?? '',
          WEB_DIST_DIR: workDir,
          LOG_LEVEL: 'warn',
        }),
      );
      urls.push(`http://127.0.0.1:${port}`);
    }
  });

  afterAll(async () => {
    for (const node of nodes) node.child.kill('SIGTERM');
    await Promise.all(nodes.map((node) => node.exited));
    await drop?.();
    fs.rmSync(workDir, { recursive: true, force: true });
    removeBundle(bundle);
    removeBundle(staffCommand);
  });

  async function register(baseUrl: string, username: string): Promise<string> {
    const response = await fetch(`${baseUrl}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'two nodes password' }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  }

  it('delivers a deposit and a tip made through node A to the recipient socket on node B', async () => {
    const [nodeA = '', nodeB = ''] = urls;
    const suffix = Date.now().toString(36).slice(-5);
    const senderCookie = await register(nodeA, `snd_${suffix}`);
    const recipientCookie = await register(nodeA, `rcv_${suffix}`);

    const socket = await SocketClient.open(nodeB, { cookie: recipientCookie });
    await socket.init();
    socket.send({ type: 'login' });
    await socket.nextOfType('login_success');
    socket.send({ type: 'subscribe', id: 'tips', payload: { feed: 'tips' } });
    socket.send({ type: 'subscribe', id: 'deposits', payload: { feed: 'deposits' } });
    await new Promise((resolve) => setTimeout(resolve, 200));

    // A deposit to the recipient on node A's simulated chain.
    const post = (base: string, path: string, body: unknown, cookie?: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as any }));
    const info = await post(nodeA, '/api/wallet/deposit', { currency: 'LTC' }, recipientCookie);
    const faucet = { network: 'LTC', currency: 'LTC', address: info.body.addresses[0].address };
    await post(nodeA, '/api/dev/chain/faucet', { ...faucet, amount: '2' }, recipientCookie);
    expect((await socket.nextOfType('next', 'deposits')).payload).toEqual({
      id: expect.any(String),
      amount: '2',
      currency: 'LTC',
      pending: true,
    });
    await post(nodeA, '/api/dev/chain/mine', { network: 'LTC', blocks: 3 }, recipientCookie);
    expect((await socket.nextOfType('next', 'deposits')).payload).toEqual({
      id: expect.any(String),
      amount: '2',
      currency: 'LTC',
      pending: false,
    });
    // The faucet's hourly allowance ($10,000; 2 LTC was $190) is one across the nodes:
    // node B refuses what node A already gave, and says how much is left.
    const overCap = await post(nodeB, '/api/dev/chain/faucet', { ...faucet, amount: '104' }, recipientCookie);
    expect(overCap.status).toBe(429);
    expect(overCap.body.message).toContain('$9,810.00 left now');

    // The sender gets money the same way, then tips through node A.
    const senderInfo = await post(nodeA, '/api/wallet/deposit', { currency: 'LTC' }, senderCookie);
    const sent = await post(
      nodeB,
      '/api/dev/chain/faucet',
      { network: 'LTC', currency: 'LTC', address: senderInfo.body.addresses[0].address, amount: '1' },
      senderCookie,
    );
    expect(sent.status).toBe(200);
    await post(nodeB, '/api/dev/chain/mine', { network: 'LTC', blocks: 3 }, senderCookie);
    const tip = await post(
      nodeA,
      '/api/wallet/tip/send',
      { username: `rcv_${suffix}`, currency: 'LTC', amount: '0.5' },
      senderCookie,
    );
    expect(tip.status).toBe(200);
    expect((await socket.nextOfType('next', 'tips')).payload).toEqual({
      sender: `snd_${suffix}`,
      currency: 'LTC',
      amount: '0.5',
    });
    socket.close();
  });

  it('delivers a public event to sockets on both nodes, and a revocation on A ends feeds on B', async () => {
    const [nodeA = '', nodeB = ''] = urls;
    const cookie = await register(nodeA, `pub_${Date.now().toString(36).slice(-5)}`);
    const onA = await SocketClient.open(nodeA);
    const onB = await SocketClient.open(nodeB, { cookie });
    await onA.init();
    await onB.init();
    onB.send({ type: 'login' });
    await onB.nextOfType('login_success');
    onB.send({ type: 'subscribe', id: 'w', payload: { feed: 'wallet' } });
    onA.send({ type: 'subscribe', id: 'bets', payload: { feed: 'all_bets' } });
    onB.send({ type: 'subscribe', id: 'bets', payload: { feed: 'all_bets' } });
    await new Promise((resolve) => setTimeout(resolve, 200));

    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.REDIS_URL ?? '');
    await redis.publish('feed:all_bets', JSON.stringify({ roundId: 'r1', multiplier: '2' }));
    await redis.quit();
    // Each node batches the feed itself: its own frame numbers, the same events.
    for (const socket of [onA, onB]) {
      expect((await socket.nextOfType('next', 'bets')).payload).toEqual({
        seq: expect.any(Number),
        events: [{ roundId: 'r1', multiplier: '2' }],
      });
    }

    const logout = await fetch(`${nodeA}/api/user/logout`, { headers: { cookie } });
    expect(logout.status).toBe(200);
    await onB.nextOfType('complete', 'w');
    onA.close();
    onB.close();
  });

  it('delivers a staff game message sent through node A to logged-in players on both nodes', async () => {
    const [nodeA = '', nodeB = ''] = urls;
    const suffix = Date.now().toString(36).slice(-5);
    const staffCookie = await register(nodeA, `twostaff${suffix}`);
    // The operator's command, run against the shared database while both nodes serve.
    const grant = runNode(staffCommand, { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, [
      'grant',
      `twostaff${suffix}`,
      'admin',
    ]);
    expect(await grant.exited, grant.output()).toBe(0);
    const sockets = [];
    // Named by node index, not by port: two ports can end in the same digits.
    for (const [index, base] of [nodeA, nodeB].entries()) {
      const socket = await SocketClient.open(base, {
        cookie: await register(nodeA, `gm${index}_${suffix}`),
      });
      await socket.init();
      socket.send({ type: 'login' });
      await socket.nextOfType('login_success');
      socket.send({ type: 'subscribe', id: 'msg', payload: { feed: 'game_msg' } });
      sockets.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await fetch(`${nodeA}/api/admin/game-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: staffCookie },
      body: JSON.stringify({ gameSlug: 'keno', message: 'Keno restarts shortly.' }),
    });
    expect(response.status).toBe(200);
    for (const socket of sockets) {
      expect((await socket.nextOfType('next', 'msg')).payload).toEqual({
        gameSlug: 'keno',
        message: 'Keno restarts shortly.',
      });
      socket.close();
    }
  });
});
