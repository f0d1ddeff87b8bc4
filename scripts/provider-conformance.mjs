#!/usr/bin/env node
/**
 * `npm run provider-conformance -- --casino URL --provider ID --key KEY [...]`: plays a
 * game provider against a casino and checks every rule of the seamless-wallet
 * protocol that can be seen from outside (docs/provider-protocol.md#the-conformance-kit).
 *
 *   --casino URL        the casino's base URL
 *   --provider ID       the provider id the casino knows the kit by
 *   --key KEY           the shared secret (hmac-sha256), or --key-file with a PEM private key
 *   --scheme SCHEME     hmac-sha256 (default), rsa-sha256 or ecdsa-sha256
 *   --token TOKEN       a launch token of a funded player, or, on an Ante casino:
 *   --username U --password P --game SLUG [--currency BTC]   to launch one as that player
 *
 * Prints each rule with ✓ or ✗ and exits 1 when any fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    casino: { type: 'string' },
    provider: { type: 'string' },
    key: { type: 'string' },
    'key-file': { type: 'string' },
    scheme: { type: 'string', default: 'hmac-sha256' },
    token: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    game: { type: 'string' },
    currency: { type: 'string', default: 'BTC' },
  },
});
const key = values.key ?? (values['key-file'] ? fs.readFileSync(values['key-file'], 'utf8') : undefined);
if (
  !values.casino ||
  !values.provider ||
  !key ||
  (!values.token && !(values.username && values.password && values.game))
) {
  console.error(
    'Usage: npm run provider-conformance -- --casino URL --provider ID (--key KEY | --key-file PEM) [--scheme hmac-sha256|rsa-sha256|ecdsa-sha256] (--token TOKEN | --username U --password P --game SLUG [--currency BTC])',
  );
  process.exit(2);
}

// The kit is TypeScript in packages/studio: bundled once into dist, like the server.
const bundle = path.join(root, 'packages/studio/dist/conformance.mjs');
const esbuild = await import('esbuild');
const { externalNpmPackages } = await import('./build.mjs');
await esbuild.build({
  entryPoints: [path.join(root, 'packages/studio/src/conformance/index.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});
const kit = await import(pathToFileURL(bundle).href);
if (!kit.SCHEMES.includes(values.scheme)) {
  console.error(`--scheme must be one of ${kit.SCHEMES.join(', ')}`);
  process.exit(2);
}
const casinoUrl = values.casino.replace(/\/+$/, '');
const token =
  values.token ??
  (await kit.anteLaunchToken({
    casinoUrl,
    username: values.username,
    password: values.password,
    game: values.game,
    currency: values.currency,
  }));
const results = await kit.runConformance({
  casinoUrl,
  providerId: values.provider,
  sign: kit.signerFor(values.scheme, key),
  token,
});
for (const result of results) console.log(`${result.ok ? '✓' : '✗'} ${result.rule} (${result.detail})`);
const failed = results.filter((result) => !result.ok).length;
console.log(`\n${results.length - failed} rules passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
