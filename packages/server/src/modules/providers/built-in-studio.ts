import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningStudio, startStudio } from '@ante/studio/server';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import { STUDIO_PROVIDER_ID, setStudioUrl } from './providers-file';

/**
 * The studio package's folder (its published documents and built client), found by
 * walking up from this module, wherever it was bundled to (packages/server/dist, a
 * test's bundle folder) or runs from (the sources).
 */
export function defaultStudioDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [path.join(dir, 'packages/studio'), path.join(dir, 'studio')]) {
      if (fs.existsSync(path.join(candidate, 'src/slot/forge-of-fortune.json'))) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the studio package (packages/studio) is not beside the server');
    dir = parent;
  }
}

/**
 * Starts Ante Studio in this process on STUDIO_PORT, its own origin, and points the
 * built-in provider's launch at it. It plays through the casino exactly as a third
 * party would: signed callbacks to this node's own port, with the shared studio key.
 */
export async function startBuiltInStudio(
  ctx: AppContext,
  log: FastifyBaseLogger,
  studioDir = defaultStudioDir(),
): Promise<RunningStudio> {
  const { config } = ctx;
  const provider = ctx.providers.get(STUDIO_PROVIDER_ID);
  if (!provider) throw new Error('the built-in studio is not configured');
  const casinoOrigins = [
    ...(config.publicUrl ? [new URL(config.publicUrl).origin] : []),
    `http://localhost:${config.port}`,
    `http://127.0.0.1:${config.port}`,
  ];
  const studio = await startStudio({
    host: config.host,
    port: config.studio.port,
    casinoUrl: () => `http://127.0.0.1:${config.port}`,
    providerId: STUDIO_PROVIDER_ID,
    key: (provider.key as Buffer).toString('utf8'),
    studioDir,
    database: config.studio.databaseUrl
      ? { databaseUrl: config.studio.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'studio') },
    settings: {
      quickSpin: config.studio.quickSpin,
      autoplay: config.studio.autoplay,
      minSpinMs: config.studio.minSpinMs,
      sessionBar: config.studio.sessionBar,
    },
    frameAncestors: casinoOrigins,
    show: config.studio.show ?? false,
    log,
  });
  const port = new URL(studio.url).port;
  setStudioUrl(ctx.providers, config.providers.studioUrl ?? `http://localhost:${port}`);
  return studio;
}
