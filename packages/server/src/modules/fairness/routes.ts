import {
  activeSeedSchema,
  currentSeedRequestSchema,
  nextSeedResponseSchema,
  rotateSeedRequestSchema,
  rotateSeedResponseSchema,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { requireAuth } from '../../lib/session';
import { getActiveSeed, rotateSeed } from './seed-pairs';

export function fairnessRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async function plugin(app) {
    /** The active pair (created on first call, with the client seed given if any). */
    app.post(
      '/user/seed/current',
      {
        preValidation: requireAuth,
        schema: { body: currentSeedRequestSchema.default({}), response: { 200: activeSeedSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const input = request.body;
        return db.transaction().execute((trx) => getActiveSeed(trx, auth.user.id, input.clientSeed));
      },
    );

    app.get(
      '/user/seed/next',
      { preValidation: requireAuth, schema: { response: { 200: nextSeedResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        const active = await db.transaction().execute((trx) => getActiveSeed(trx, auth.user.id));
        return { nextServerSeedHash: active.nextServerSeedHash };
      },
    );

    app.post(
      '/user/seed/rotate',
      {
        preValidation: requireAuth,
        schema: { body: rotateSeedRequestSchema, response: { 200: rotateSeedResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        return db.transaction().execute((trx) => rotateSeed(trx, auth.user.id, request.body.clientSeed));
      },
    );
  };
}
