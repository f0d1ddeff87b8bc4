import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fromDecimalString, parseAmount, toDecimalString } from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { freePort } from '../../test/node-process';
import { balanceOf, diceBet, expectLedgerSound, fund } from '../../test/wallet-helpers';
import { createRedisBus } from './bus';

/**
 * A Redis that goes away after changes have committed: the changes still answer as
 * what they are, because an event is only a notice of them. Real Redis servers of the
 * test's own (redis-server on a free port), stopped mid-test; nothing is faked.
 */
async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}

describe.runIf(process.env.REDIS_URL)('a bus that cannot publish', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let server: TestServer;

  beforeAll(async () => {
    redis = await startRedis();
    server = await startTestServer({ env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await redis.stop();
    await server.close();
  });

  it('reports the failure and resolves, so the caller is not told its committed change failed', async () => {
    const own = await startRedis();
    const failures: string[] = [];
    const log = { error: (fields: { channel: string }) => failures.push(fields.channel) };
    const bus = await createRedisBus(own.url, log);
    await own.stop();
    await expect(bus.publish('feed:all_bets', { n: 1 })).resolves.toBeUndefined();
    expect(failures).toEqual(['feed:all_bets']);
    await bus.close();
  });

  it('answers a bet, a tip and a sign-out with their results once Redis is gone', async () => {
    const player = await registerPlayer(server);
    const friend = await registerPlayer(server);
    await fund(server, player.userId, 'USDT', '100');
    await redis.stop();

    const bet = await diceBet(player.client, '10', 50);
    expect(bet.round.amount).toBe('10');
    const tip = await player.client.post('/api/wallet/tip/send', {
      username: friend.username,
      currency: 'USDT',
      amount: '1',
    });
    expect(tip.status, JSON.stringify(tip.body)).toBe(200);
    const left = parseAmount('89') + fromDecimalString(bet.round.payout);
    expect(await balanceOf(player.client, 'USDT')).toBe(toDecimalString(left));
    expect((await player.client.get('/api/user/logout')).status).toBe(200);
    await expectLedgerSound(server);
  });
});
