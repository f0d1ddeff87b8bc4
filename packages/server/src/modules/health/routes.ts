import { type HealthResponse, healthApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async function plugin(app) {
    register(app, healthApi.health, async (_request, reply): Promise<HealthResponse> => {
      const [databaseOk, busOk] = await Promise.all([ctx.database.ping(), ctx.bus.ping()]);
      const ok = databaseOk && busOk;
      reply.code(ok ? 200 : 503);
      return {
        status: ok ? 'ok' : 'degraded',
        database: { kind: ctx.database.kind, ok: databaseOk },
        bus: { kind: ctx.bus.kind, ok: busOk },
        uptimeSeconds: Math.round((Date.now() - ctx.startedAt) / 1000),
      };
    });
  };
}
