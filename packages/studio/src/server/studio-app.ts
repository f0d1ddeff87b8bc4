import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StudioDeps } from './deps';
import { findRound } from './find-round';
import { openSession, openSessionSchema } from './open-session';
import { launchPage, roundPage } from './pages';
import { playRound, spinSchema } from './play-round';
import { rotateSeed, rotateSeedSchema } from './rotate-seed';
import type { ShowDeps } from './show/show-deps';
import { registerShowRoutes } from './show/show-routes';
import { StudioError } from './studio-error';

export interface StudioSettings {
  /** Quick spin offered to players; an operator turns it off where the rules require. */
  quickSpin: boolean;
  autoplay: boolean;
  /** No spin resolves faster than this from the click (UK rules ask 2.5 s), in ms. */
  minSpinMs: number;
  /**
   * The session's time and net result always on screen in the slots (the UK rules ask
   * it); an operator's profile turns it on (RG_PROFILE=ukgc in the casino).
   */
  sessionBar: boolean;
}

const launchQuery = z.object({
  token: z.string().max(256).optional(),
  game: z.string().min(1).max(64),
  currency: z.string().min(1).max(16),
  mode: z.enum(['real', 'demo']).default('real'),
  lang: z.string().max(16).optional(),
  lobbyUrl: z.string().max(2048).optional(),
});

const ASSET_TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Ante Studio's HTTP server, on an origin of its own: the game page the casino frames
 * (`/launch`), the client's files, the JSON API the client plays through, the
 * published documents, and each finished round's page and record. It knows the
 * casino only through the launch URL's token and the signed callbacks.
 */
export function buildStudioApp(
  deps: StudioDeps,
  options: { assetsDir: string; settings: StudioSettings; frameAncestors: string[]; show?: ShowDeps },
): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 4096 });
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    `frame-ancestors 'self' ${options.frameAncestors.join(' ')}`.trim(),
  ].join('; ');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof StudioError) {
      return reply.code(error.status).send({ error: { code: error.code, message: error.message } });
    }
    if (error instanceof z.ZodError) {
      const issue = error.issues[0];
      const where = issue?.path.join('.');
      return reply.code(400).send({
        error: { code: 'INVALID_REQUEST', message: where ? `${where}: ${issue?.message}` : 'Bad request.' },
      });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) {
      return reply
        .code(status)
        .send({ error: { code: 'INVALID_REQUEST', message: (error as Error).message } });
    }
    deps.log.error({ err: (error as Error).message }, 'a studio request failed');
    return reply
      .code(500)
      .send({ error: { code: 'UNAVAILABLE', message: 'Something went wrong; please try again.' } });
  });

  app.get('/launch', async (request, reply) => {
    const query = launchQuery.parse(request.query);
    const game = deps.games.get(query.game);
    if (!game) throw new StudioError(404, 'GAME_NOT_FOUND', `There is no game called ${query.game}.`);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        launchPage(game.info.name, {
          token: query.token ?? null,
          game: game.slug,
          currency: query.currency,
          mode: query.mode,
          lang: query.lang ?? 'en',
          lobbyUrl: query.lobbyUrl ?? null,
          settings: options.settings,
        }),
      );
  });

  app.get('/studio/assets/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const type = ASSET_TYPES[path.extname(file)];
    if (!type || !/^[\w.-]+$/.test(file)) throw new StudioError(404, 'NOT_FOUND', 'Not found.');
    const text = await fs.promises.readFile(path.join(options.assetsDir, file), 'utf8').catch(() => null);
    if (text === null) throw new StudioError(404, 'NOT_FOUND', 'Not found.');
    return reply.type(type).header('cache-control', 'no-cache').send(text);
  });

  app.get('/studio/games/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const slug = file.endsWith('.json') ? file.slice(0, -5) : undefined;
    const show = options.show && slug === options.show.game.slug ? options.show.game : undefined;
    const game = show ?? (slug === undefined ? undefined : deps.games.get(slug));
    if (!game) throw new StudioError(404, 'NOT_FOUND', 'Not found.');
    // The exact bytes its published SHA-256 covers.
    return reply
      .type('application/json; charset=utf-8')
      .header('access-control-allow-origin', '*')
      .send(game.text);
  });

  app.post('/studio/api/session', async (request) =>
    openSession(deps, openSessionSchema.parse(request.body)),
  );
  app.post('/studio/api/spin', async (request) => playRound(deps, spinSchema.parse(request.body)));
  app.post('/studio/api/seed', async (request) => rotateSeed(deps, rotateSeedSchema.parse(request.body)));
  app.get('/studio/api/rounds/:id', async (request, reply) => {
    const round = await findRound(deps, (request.params as { id: string }).id);
    return reply.header('access-control-allow-origin', '*').send(round);
  });
  if (options.show) registerShowRoutes(app, options.show, options.frameAncestors);
  app.get('/studio/rounds/:id', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(roundPage((request.params as { id: string }).id)),
  );
  return app;
}
