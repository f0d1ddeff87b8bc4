import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runConformance, signerFor } from '@ante/studio/conformance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { writeProviderFiles } from '../../test/provider-files';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * The conformance kit (`npm run provider-conformance`) against this casino: the
 * library with HMAC and ECDSA providers, and the command itself as an operator runs it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SECRET = 'conformance-kit-shared-secret-0123';
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });

let server: TestServer;
let files: ReturnType<typeof writeProviderFiles>;

beforeAll(async () => {
  files = writeProviderFiles(
    [
      { id: 'kit-house', scheme: 'hmac-sha256', key: SECRET },
      {
        id: 'kit-ec',
        scheme: 'ecdsa-sha256',
        key: ec.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      },
    ],
    [
      { slug: 'kit-reels', providerId: 'kit-house' },
      { slug: 'kit-ec-reels', providerId: 'kit-ec' },
    ],
  );
  server = await startTestServer({ env: files.env });
});

afterAll(async () => {
  await server?.close();
  files?.remove();
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
