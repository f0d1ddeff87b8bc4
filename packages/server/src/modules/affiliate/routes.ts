import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { commissionRoutes } from './commission/routes';

/** The affiliate calls (README.md): so far the commission's claim and staff's percent. */
export function affiliateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async function plugin(app) {
    await app.register(commissionRoutes(ctx));
  };
}
