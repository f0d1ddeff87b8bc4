import {
  COUNTRY_CODES,
  type CountriesResponse,
  clientErrorReceivedSchema,
  clientErrorReportSchema,
  countriesResponseSchema,
  countryName,
  isRestrictedTerritory,
  type SiteConfig,
  siteConfigSchema,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { limit } from '../../lib/rate-limit';

/** Crash reports accepted per browser address and minute on each node; more are refused (429). */
const REPORTS_PER_MINUTE = 20;

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
    helpCenterUrl: ctx.config.helpCenterUrl,
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
  };
  const reports = limit({
    max: REPORTS_PER_MINUTE,
    windowMs: 60_000,
    perNode: true,
    key: (request) => `ip:${request.ip}`,
  });

  return async function plugin(app) {
    app.get(
      '/config/countries',
      { schema: { response: { 200: countriesResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return response;
      },
    );

    app.get('/config/site', { schema: { response: { 200: siteConfigSchema } } }, async () => site);

    /**
     * A render crash in a player's browser (the error screen reports it). Written to
     * the log at error level with the player's id when logged in; no login needed.
     */
    app.post(
      '/client-errors',
      {
        config: { rateLimit: reports },
        schema: { body: clientErrorReportSchema, response: { 200: clientErrorReceivedSchema } },
      },
      async (request) => {
        const report = request.body;
        const auth = await request.auth();
        request.log.error(
          {
            clientError: report,
            userId: auth?.user.id ?? null,
            userAgent: request.headers['user-agent'] ?? null,
          },
          `client crash: ${report.message}`,
        );
        return { received: true } as const;
      },
    );
  };
}
