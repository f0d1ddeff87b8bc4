import { defineRoute } from '../route';
import {
  excludeInitRequestSchema,
  excludeReopenRequestSchema,
  excludeUpdateRequestSchema,
  exclusionResponseSchema,
  okResponseSchema,
} from '../user';

/** Breaks and self-exclusion. */
export const selfExclusionApi = {
  /** Mails the link that confirms a break. */
  init: defineRoute({
    method: 'POST',
    path: '/user/exclude/init',
    body: excludeInitRequestSchema.default({}),
    response: okResponseSchema,
    auth: 'player',
  }),
  /** The link's code is the proof, so no login is needed, as with activate-email. */
  update: defineRoute({
    method: 'POST',
    path: '/user/exclude/update',
    body: excludeUpdateRequestSchema,
    response: exclusionResponseSchema,
    auth: 'public',
  }),
  /**
   * Confirms that an ended self-exclusion may end: the account reopens 24 hours later.
   * Confirming again keeps the first time; while it runs, or when permanent, a 409.
   */
  reopen: defineRoute({
    method: 'POST',
    path: '/user/exclude/reopen',
    body: excludeReopenRequestSchema.default({}),
    response: exclusionResponseSchema,
    auth: 'player',
  }),
};
