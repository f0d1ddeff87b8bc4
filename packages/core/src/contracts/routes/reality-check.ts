import { realityCheckQuerySchema, realityCheckSchema, setRealityCheckRequestSchema } from '../reality-check';
import { defineRoute } from '../route';

/** A player's reality-check interval and what their session has cost so far. */
export const realityCheckApi = {
  get: defineRoute({
    method: 'GET',
    path: '/user/reality-check',
    query: realityCheckQuerySchema,
    response: realityCheckSchema,
    auth: 'player',
  }),
  set: defineRoute({
    method: 'PUT',
    path: '/user/reality-check',
    body: setRealityCheckRequestSchema,
    response: realityCheckSchema,
    auth: 'player',
    rateLimit: { max: 30, windowMs: 60_000, name: 'reality-check:set' },
  }),
};
