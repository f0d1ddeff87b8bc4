import { fairnessApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { getActiveSeed, rotateSeed } from './seed-pairs';

export function fairnessRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async function plugin(app) {
    /** The active pair (created on first call, with the client seed given if any). */
    register(app, fairnessApi.currentSeed, async (request, _reply, auth) => {
      const input = request.body;
      return db.transaction().execute((trx) => getActiveSeed(trx, auth.user.id, input.clientSeed));
    });

    register(app, fairnessApi.nextSeed, async (_request, _reply, auth) => {
      const active = await db.transaction().execute((trx) => getActiveSeed(trx, auth.user.id));
      return { nextServerSeedHash: active.nextServerSeedHash };
    });

    register(app, fairnessApi.rotateSeed, async (request, _reply, auth) => {
      return db.transaction().execute((trx) => rotateSeed(trx, auth.user.id, request.body.clientSeed));
    });
  };
}
