import { supportApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { listClientErrors } from './list-client-errors';

/** Crash reports for staff (the reports arrive through config's POST /client-errors). */
export function clientErrorsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async function plugin(app) {
    register(app, supportApi.clientErrors, async (request) => ({
      errors: await listClientErrors(db, request.query.limit),
    }));
  };
}
