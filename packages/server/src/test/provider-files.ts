import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestProvider {
  id: string;
  scheme: 'hmac-sha256' | 'rsa-sha256' | 'ecdsa-sha256';
  /** The shared secret, or the provider's PEM public key. */
  key: string;
  allowedAddresses?: string[];
}

/**
 * A PROVIDERS_FILE with `providers` and a GAMES_FILE with one slot per entry of
 * `games` (slug and provider id; RTP 96; a slot unless `categories` says otherwise), in a folder of their own: the env a test
 * server needs to take those providers' callbacks. `remove` deletes the folder.
 */
export function writeProviderFiles(
  providers: TestProvider[],
  games: Array<{ slug: string; providerId: string; maxMultiplier?: string; categories?: string[] }>,
): { env: Record<string, string>; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-providers-'));
  const providersFile = path.join(dir, 'providers.json');
  const gamesFile = path.join(dir, 'games.json');
  fs.writeFileSync(
    providersFile,
    JSON.stringify({
      providers: providers.map((provider) => ({
        ...provider,
        name: provider.id,
        launchUrl: `https://${provider.id}.example/launch?skin=dark`,
      })),
    }),
  );
  fs.writeFileSync(
    gamesFile,
    JSON.stringify({
      games: games.map((game) => ({
        slug: game.slug,
        name: game.slug,
        categories: game.categories ?? ['video-slots'],
        provider: game.providerId,
        providerId: game.providerId,
        thumbnail: '/img/x.svg',
        rtp: '96',
        releasedAt: '2026-01-01',
        ...(game.maxMultiplier ? { maxMultiplier: game.maxMultiplier } : {}),
      })),
    }),
  );
  return {
    env: { PROVIDERS_FILE: providersFile, GAMES_FILE: gamesFile },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
