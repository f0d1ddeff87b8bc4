import { showBetRequestSchema, showSessionRequestSchema } from '@ante/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { openShowSession } from './open-show-session';
import { placeShowBet } from './place-show-bet';
import { playerShowBets } from './player-show-bets';
import type { ShowDeps } from './show-deps';
import { showRoundRecord, showRoundsPage } from './show-round-records';
import { ShowStateReader } from './show-state';

const betsQuery = z.strictObject({ sessionKey: z.string().min(1).max(128) });
const roundsQuery = z.strictObject({
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * The show's HTTP API. The casino's page, on another origin, calls it from the
 * browser: the calls that carry a player's session answer only the casino's origins
 * (the same list that may frame the studio), preflight included, so no other site can
 * use a session it got hold of; the public reads (state, rounds) answer anyone.
 */
export function registerShowRoutes(app: FastifyInstance, deps: ShowDeps, casinoOrigins: string[]): void {
  const allowed = new Set(casinoOrigins);
  const state = new ShowStateReader(deps);
  const publicRead = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*');
  const forCasino = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'origin');
    if (origin && allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'false');
    }
  };

  app.options('/studio/api/show/*', async (request, reply) => {
    forCasino(request, reply);
    const path = request.url.split('?')[0] ?? '';
    if (path === '/studio/api/show/state' || path.startsWith('/studio/api/show/rounds')) publicRead(reply);
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .send();
  });

  app.get('/studio/api/show/state', async (_request, reply) =>
    publicRead(reply)
      .header('cache-control', 'no-store')
      .send(await state.read()),
  );
  app.get('/studio/api/show/rounds', async (request, reply) =>
    publicRead(reply).send(await showRoundsPage(deps, roundsQuery.parse(request.query))),
  );
  app.get('/studio/api/show/rounds/:id', async (request, reply) => {
    publicRead(reply);
    return reply.send(await showRoundRecord(deps, (request.params as { id: string }).id));
  });
  app.post('/studio/api/show/session', async (request, reply) => {
    forCasino(request, reply);
    return reply.send(await openShowSession(deps, showSessionRequestSchema.parse(request.body)));
  });
  app.post('/studio/api/show/bets', async (request, reply) => {
    forCasino(request, reply);
    return reply.send(await placeShowBet(deps, showBetRequestSchema.parse(request.body)));
  });
  app.get('/studio/api/show/bets', async (request, reply) => {
    forCasino(request, reply);
    return reply
      .header('cache-control', 'no-store')
      .send(await playerShowBets(deps, betsQuery.parse(request.query).sessionKey));
  });
}
