import {
  type ActiveSeed,
  currentSeedRequestSchema,
  type RotateSeedResponse,
  rotateSeedRequestSchema,
} from '@ante/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { requireAuth } from '../../lib/session';
import { parseInput } from '../../lib/validate';
import { getActiveSeed, rotateSeed } from './seed-pairs';

export function fairnessRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function plugin(app: FastifyInstance) {
    /** The active pair (created on first call, with the client seed given if any). */
    app.post('/user/seed/current', async (request): Promise<ActiveSeed> => {
      const auth = await requireAuth(request);
      const input = parseInput(currentSeedRequestSchema, request.body ?? {});
      return db.transaction().execute((trx) => getActiveSeed(trx, auth.user.id, input.clientSeed));
    });

    app.get('/user/seed/next', async (request) => {
      const auth = await requireAuth(request);
      const active = await db.transaction().execute((trx) => getActiveSeed(trx, auth.user.id));
      return { nextServerSeedHash: active.nextServerSeedHash };
    });

    app.post('/user/seed/rotate', async (request): Promise<RotateSeedResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(rotateSeedRequestSchema, request.body);
      return db.transaction().execute((trx) => rotateSeed(trx, auth.user.id, input.clientSeed));
    });
  };
}
