import { type HealthResponse, healthResponseSchema } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async function plugin(app) {
    app.get(
      '/health',
      { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
      async (_request, reply): Promise<HealthResponse> => {
        const [databaseOk, busOk] = await Promise.all([ctx.database.ping(), ctx.bus.ping()]);
        const ok = databaseOk && busOk;
        reply.code(ok ? 200 : 503);
        return {
          status: ok ? 'ok' : 'degraded',
          database: { kind: ctx.database.kind, ok: databaseOk },
          bus: { kind: ctx.bus.kind, ok: busOk },
          uptimeSeconds: Math.round((Date.now() - ctx.startedAt) / 1000),
        };
      },
    );
  };
}
