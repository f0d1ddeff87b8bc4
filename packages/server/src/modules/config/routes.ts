import {
  COUNTRY_CODES,
  type CountriesResponse,
  configApi,
  countryName,
  isRestrictedTerritory,
  type SiteConfig,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import type { Limit } from '../../lib/rate-limit';
import { register } from '../../lib/register-route';
import { recordClientError } from '../client-errors/record-client-error';

export function configRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // The list only changes with configuration, so it is built once per process.
  const response: CountriesResponse = {
    countries: COUNTRY_CODES.map((code) => ({
      code,
      name: countryName(code),
      restricted: isRestrictedTerritory(code, ctx.config.restrictedTerritories),
    })).sort((a, b) => a.name.localeCompare(b.name)),
  };
  const site: SiteConfig = {
    imageHost: ctx.config.imageHost ?? null,
    supportEmail: ctx.config.supportEmail,
    helpCenterUrl: ctx.config.helpCenterUrl ?? null,
    socials: ctx.config.socials,
    license: { text: ctx.config.license.text, url: ctx.config.license.url ?? null },
    crashProbe: ctx.config.crashProbe,
    restrictedTerritories: ctx.config.restrictedTerritories,
    googleLogin: ctx.config.google !== undefined,
    chat: {
      regions: ctx.config.chat.regions,
      minWagerUsd: ctx.config.chat.minWagerUsd,
      tipDailyUsd: ctx.config.chat.tipDailyUsd,
      rainMinWagerUsd: ctx.config.chat.rainMinWagerUsd,
    },
    betLimits: { maxBetUsd: ctx.config.betMaxUsd, maxProfitUsd: ctx.config.maxProfitUsd },
    rgProfile: ctx.config.rg.profile,
  };
  // Crash reports count per browser address, on each node.
  const reports: Partial<Limit> = { perNode: true, key: (request) => `ip:${request.ip}` };

  return async function plugin(app) {
    register(app, configApi.countries, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return response;
    });

    register(app, configApi.site, async () => site);

    /**
     * A render crash in a player's browser (the error screen reports it). Written to
     * the log at error level with the player's id when logged in, and counted in its
     * group for staff (GET /admin/errors); no login needed.
     */
    register(
      app,
      configApi.clientError,
      async (request) => {
        const report = request.body;
        const auth = await request.auth();
        const userId = auth?.user.id ?? null;
        const userAgent = request.headers['user-agent'] ?? null;
        request.log.error({ clientError: report, userId, userAgent }, `client crash: ${report.message}`);
        await recordClientError(ctx.database.db, report, { userId, userAgent });
        return { received: true } as const;
      },
      { rateLimit: reports },
    );
  };
}
