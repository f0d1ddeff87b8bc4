import { defineRoute } from '../route';
import {
  activeSeedSchema,
  currentSeedRequestSchema,
  nextSeedResponseSchema,
  rotateSeedRequestSchema,
  rotateSeedResponseSchema,
} from '../seeds';

/** The player's seed pairs. */
export const fairnessApi = {
  /** The active pair (created on first call, with the client seed given if any). */
  currentSeed: defineRoute({
    method: 'POST',
    path: '/user/seed/current',
    body: currentSeedRequestSchema.default({}),
    response: activeSeedSchema,
    auth: 'player',
  }),
  nextSeed: defineRoute({
    method: 'GET',
    path: '/user/seed/next',
    changesState: true,
    response: nextSeedResponseSchema,
    auth: 'player',
  }),
  rotateSeed: defineRoute({
    method: 'POST',
    path: '/user/seed/rotate',
    body: rotateSeedRequestSchema,
    response: rotateSeedResponseSchema,
    auth: 'player',
  }),
};
