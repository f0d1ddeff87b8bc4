import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where `npm run build` puts the web bundle, seen from src/ and from dist/ alike. */
export function defaultWebDistDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/**
 * Serves the built web app from the same origin as the API. Hashed assets are
 * cached for a year; index.html never, so a deploy is picked up on the next load.
 * Text files go out as the Brotli or gzip copy the build made, when the browser
 * accepts one.
 * Files are looked up per request (a rebuild needs no restart); any unknown non-API
 * GET gets index.html, and the client router takes over.
 * Returns false when there is no build (API-only tests).
 *
 * Source maps (`*.map`) are served only when `sourceMaps` says so (outside production):
 * in production they would hand anyone our unminified source, so there a map is a 404
 * like any missing file (docs/source-maps.md).
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  { sourceMaps }: { sourceMaps: boolean },
): Promise<boolean> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    wildcard: true,
    // The build wrote a .br and a .gz beside each text file (packages/web/build-plugins/precompress.ts):
    // sent to a browser that accepts them, with Vary: Accept-Encoding.
    preCompressed: true,
    allowedPath: (pathName) => sourceMaps || !isSourceMapPath(pathName),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** A source map's address: `/assets/index-abc.js.map`. */
export function isSourceMapPath(pathName: string): boolean {
  return pathName.split('?')[0]?.endsWith('.map') ?? false;
}
