import { randomUUID } from 'node:crypto';
import { providerHmacSignature } from '@ante/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, startTwoNodes, type TestServer } from '../../test/harness';
import { writeProviderFiles } from '../../test/provider-files';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * The casino's own pacing of slot bets under RG_PROFILE=ukgc, through the signed
 * provider protocol on a real database: one casino with the profile, one without.
 */
const KEY = 'pace-house-shared-secret-0123456789';
let files: ReturnType<typeof writeProviderFiles>;
let ukgc: TestServer;
let standard: TestServer;

beforeAll(async () => {
  files = writeProviderFiles(
    [{ id: 'pace-house', scheme: 'hmac-sha256', key: KEY }],
    [
      { slug: 'pace-reels', providerId: 'pace-house', maxMultiplier: '100' },
      { slug: 'pace-reels-two', providerId: 'pace-house', maxMultiplier: '100' },
      { slug: 'pace-wheel', providerId: 'pace-house', maxMultiplier: '100', categories: ['game-shows'] },
    ],
  );
  [ukgc, standard] = await Promise.all([
    startTestServer({ env: { ...files.env, RG_PROFILE: 'ukgc' } }),
    startTestServer({ env: files.env }),
  ]);
});

afterAll(async () => {
  await ukgc?.close();
  await standard?.close();
  files?.remove();
});

async function callback(server: TestServer, call: string, body: unknown) {
  const raw = JSON.stringify(body);
  const response = await fetch(`${server.url}/api/provider/pace-house/${call}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': providerHmacSignature(KEY, raw, Math.floor(Date.now() / 1000)),
    },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** A funded player and an authenticated provider session of each game named. */
async function player(server: TestServer, slugs: string[]) {
  const { client, userId } = await registerPlayer(server);
  await fund(server, userId, 'BTC', '1');
  const sessions: Record<string, string> = {};
  for (const slug of slugs) {
    const launch = await client.post(`/api/casino/games/${slug}/launch`, { currency: 'BTC', mode: 'real' });
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    const token = new URL(launch.body.url).searchParams.get('token');
    const auth = await callback(server, 'authenticate', { token });
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    sessions[slug] = auth.body.sessionId;
  }
  return { client, userId, sessions };
}

const bet = (server: TestServer, sessionId: string, roundId = randomUUID()) =>
  callback(server, 'bet', { sessionId, transactionId: randomUUID(), roundId, amount: '0.001' });

describe('provider slot bets under RG_PROFILE=ukgc', () => {
  it('refuses a new slot round within 2.5 s of the player’s last one, on any slot, and moves nothing', async () => {
    const { client, sessions } = await player(ukgc, ['pace-reels', 'pace-reels-two']);
    const first = await bet(ukgc, sessions['pace-reels'] as string);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const balance = await balanceOf(client, 'BTC');
    for (const slug of ['pace-reels', 'pace-reels-two']) {
      const second = await bet(ukgc, sessions[slug] as string);
      expect(second.status).toBe(403);
      expect(second.body.error.code).toBe('LIMIT_EXCEEDED');
      expect(second.body.error.message).toMatch(
        /at least 2\.5 seconds apart; the last one was \d\.\d seconds ago/,
      );
    }
    expect(await balanceOf(client, 'BTC')).toBe(balance);
    await expectLedgerSound(ukgc);
  });

  it('takes a further bet in the round already open: it is the same spin', async () => {
    const { sessions } = await player(ukgc, ['pace-reels']);
    const roundId = randomUUID();
    expect((await bet(ukgc, sessions['pace-reels'] as string, roundId)).status).toBe(200);
    expect((await bet(ukgc, sessions['pace-reels'] as string, roundId)).status).toBe(200);
  });

  it('takes the next slot round once 2.5 s have passed since the last one opened', async () => {
    const { userId, sessions } = await player(ukgc, ['pace-reels']);
    expect((await bet(ukgc, sessions['pace-reels'] as string)).status).toBe(200);
    // Moves the player's rounds back in time rather than waiting: the rule reads their times.
    await sql`UPDATE rounds SET created_at = created_at - interval '2600 milliseconds' WHERE user_id = ${userId}`.execute(
      ukgc.context.database.db,
    );
    expect((await bet(ukgc, sessions['pace-reels'] as string)).status).toBe(200);
    expect((await bet(ukgc, sessions['pace-reels'] as string)).status).toBe(403);
  });

  it('leaves games that are not slots alone, and other players', async () => {
    const one = await player(ukgc, ['pace-reels', 'pace-wheel']);
    const two = await player(ukgc, ['pace-reels']);
    expect((await bet(ukgc, one.sessions['pace-reels'] as string)).status).toBe(200);
    expect((await bet(ukgc, one.sessions['pace-wheel'] as string)).status).toBe(200);
    expect((await bet(ukgc, one.sessions['pace-wheel'] as string)).status).toBe(200);
    expect((await bet(ukgc, two.sessions['pace-reels'] as string)).status).toBe(200);
  });

  it('lets one of many new rounds sent at once through, since they take turns under the player’s lock', async () => {
    const { sessions } = await player(ukgc, ['pace-reels']);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => bet(ukgc, sessions['pace-reels'] as string)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403, 403, 403, 403, 403]);
    await expectLedgerSound(ukgc);
  });
});

describe('provider slot bets without the profile', () => {
  it('takes slot rounds as fast as the provider sends them', async () => {
    const { sessions } = await player(standard, ['pace-reels']);
    for (let round = 0; round < 3; round += 1) {
      expect((await bet(standard, sessions['pace-reels'] as string)).status).toBe(200);
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL && process.env.REDIS_URL))(
  'provider slot bets under RG_PROFILE=ukgc on two nodes of one casino',
  () => {
    let nodeA: TestServer;
    let nodeB: TestServer;
    beforeAll(async () => {
      [nodeA, nodeB] = await startTwoNodes('slot-pace', { ...files.env, RG_PROFILE: 'ukgc' });
    });
    afterAll(async () => {
      await nodeB?.close();
      await nodeA?.close();
    });

    it('lets one new slot round through when a player’s rounds race through both nodes', async () => {
      const { sessions } = await player(nodeA, ['pace-reels']);
      const sessionId = sessions['pace-reels'] as string;
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) => bet(index % 2 === 0 ? nodeA : nodeB, sessionId)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403, 403, 403, 403, 403]);
      expect((await bet(nodeB, sessionId)).status).toBe(403);
      await expectLedgerSound(nodeA);
    });
  },
);
