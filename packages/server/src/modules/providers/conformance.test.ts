import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runConformance, signerFor } from '@ante/studio/conformance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * The conformance kit (`npm run provider-conformance`) against this casino: the
 * library with HMAC and ECDSA providers, and the command itself as an operator runs it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SECRET = 'conformance-kit-shared-secret-0123';
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });

let server: TestServer;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-conformance-'));
  const provider = (id: string, scheme: string, key: string) => ({
    id,
    name: id,
    scheme,
    key,
    launchUrl: `https://${id}.example/launch`,
  });
  const game = (slug: string, providerId: string) => ({
    slug,
    name: slug,
    categories: ['video-slots'],
    provider: providerId,
    providerId,
    thumbnail: '/img/x.svg',
    rtp: '96',
    releasedAt: '2026-01-01',
  });
  fs.writeFileSync(
    path.join(dir, 'providers.json'),
    JSON.stringify({
      providers: [
        provider('kit-house', 'hmac-sha256', SECRET),
        provider('kit-ec', 'ecdsa-sha256', ec.publicKey.export({ type: 'spki', format: 'pem' }).toString()),
      ],
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'games.json'),
    JSON.stringify({ games: [game('kit-reels', 'kit-house'), game('kit-ec-reels', 'kit-ec')] }),
  );
  server = await startTestServer({
    env: { PROVIDERS_FILE: path.join(dir, 'providers.json'), GAMES_FILE: path.join(dir, 'games.json') },
  });
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function fundedToken(slug: string) {
  const player = await registerPlayer(server);
  await fund(server, player.userId, 'BTC', '0.01');
  const launch = await player.client.post(`/api/casino/games/${slug}/launch`, {
    currency: 'BTC',
    mode: 'real',
  });
  return { ...player, token: new URL(launch.body.url).searchParams.get('token') ?? '' };
}

describe('the provider conformance kit', () => {
  it('finds every rule kept, with an HMAC and with an ECDSA provider', async () => {
    for (const [slug, providerId, sign] of [
      ['kit-reels', 'kit-house', signerFor('hmac-sha256', SECRET)],
      [
        'kit-ec-reels',
        'kit-ec',
        signerFor('ecdsa-sha256', ec.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
      ],
    ] as const) {
      const { token } = await fundedToken(slug);
      const results = await runConformance({ casinoUrl: server.url, providerId, sign, token });
      expect(results.filter((result) => !result.ok)).toEqual([]);
      expect(results.length).toBeGreaterThan(25);
    }
    await expectLedgerSound(server);
  });

  it('reports a casino that does not know its key', async () => {
    const { token } = await fundedToken('kit-reels');
    const results = await runConformance({
      casinoUrl: server.url,
      providerId: 'kit-house',
      sign: signerFor('hmac-sha256', 'a-secret-this-casino-never-heard-of'),
      token,
    });
    expect(results[0]).toMatchObject({
      ok: false,
      rule: 'authenticate exchanges a launch token for a session',
    });
  });

  it('runs as npm run provider-conformance, launching as a player of this casino', async () => {
    const { username } = await fundedToken('kit-reels');
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'scripts/provider-conformance.mjs'),
        '--casino',
        server.url,
        '--provider',
        'kit-house',
        '--key',
        SECRET,
        '--username',
        username,
        '--password',
        PASSWORD,
        '--game',
        'kit-reels',
      ],
      { cwd: root },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(output).toMatch(/\d+ rules passed, 0 failed/);
    expect(code, output).toBe(0);
  });
});
