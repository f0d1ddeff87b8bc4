import { healthResponseSchema } from '../health';
import { defineRoute } from '../route';

/** Whether this node reaches its database and its bus: what a load balancer asks. */
export const healthApi = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    response: healthResponseSchema,
    auth: 'public',
    // A node that cannot reach its database or bus answers 503 with the same body.
    alsoAnswers: [503],
  }),
};
