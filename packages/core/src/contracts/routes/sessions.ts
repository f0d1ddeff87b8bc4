import { defineRoute } from '../route';
import { securityEventsResponseSchema } from '../security';
import {
  okResponseSchema,
  refreshAuthResponseSchema,
  revokeSessionRequestSchema,
  sessionsResponseSchema,
} from '../user';

/** A player's sessions and their recent account activity. */
export const sessionsApi = {
  /** Extends the session and answers the player with its new end. */
  refreshAuth: defineRoute({
    method: 'GET',
    path: '/user/refresh-auth',
    changesState: true,
    response: refreshAuthResponseSchema,
    auth: 'player',
  }),
  list: defineRoute({
    method: 'GET',
    path: '/user/sessions',
    response: sessionsResponseSchema,
    auth: 'player',
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/user/sessions/revoke',
    body: revokeSessionRequestSchema,
    response: okResponseSchema,
    auth: 'player',
  }),
  securityEvents: defineRoute({
    method: 'GET',
    path: '/user/security-events',
    response: securityEventsResponseSchema,
    auth: 'player',
  }),
};
