import { COUNTRY_CODES, type CountriesResponse, countryName, isRestrictedTerritory } from '@ante/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';

export function configRoutes(ctx: AppContext) {
  // The list only changes with configuration, so it is built once per process.
  const response: CountriesResponse = {
    countries: COUNTRY_CODES.map((code) => ({
      code,
      name: countryName(code),
      restricted: isRestrictedTerritory(code, ctx.config.restrictedTerritories),
    })).sort((a, b) => a.name.localeCompare(b.name)),
  };
  return async function plugin(app: FastifyInstance) {
    app.get('/config/countries', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return response;
    });
  };
}
