import type { HealthResponse } from '@ante/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';

export function healthRoutes(ctx: AppContext) {
  return async function plugin(app: FastifyInstance) {
    app.get('/health', async (_request, reply): Promise<HealthResponse> => {
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
