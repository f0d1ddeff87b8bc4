import { z } from 'zod';
import { defineRoute } from '../route';
import { showStateSchema } from '../show';

/** The casino's side: the latest state this node relayed, with its own clock for the countdown. */
export const showsApi = {
  state: defineRoute({
    method: 'GET',
    path: '/shows/:slug',
    params: z.strictObject({ slug: z.string().min(1).max(64) }),
    response: z.object({
      state: showStateSchema.nullable(),
      /** The studio's address, where the browser opens its session and places its bets. */
      studioUrl: z.string(),
      /** This node's clock when it answered. */
      now: z.number(),
    }),
    auth: 'public',
  }),
};
