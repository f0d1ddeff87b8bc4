import { quickviewParamsSchema, quickviewResponseSchema } from '../chat';
import { defineRoute } from '../route';
import {
  activateEmailRequestSchema,
  okResponseSchema,
  setEmailRequestSchema,
  userResponseSchema,
} from '../user';

/** Far more player cards than a person opens in a minute. */
export const QUICKVIEWS_PER_MINUTE = 120;

/** A player's public card, and their e-mail address and its verification. */
export const profileApi = {
  /** Public, and it counts a player's rounds: bounded like any lookup a script could loop. */
  quickview: defineRoute({
    method: 'GET',
    path: '/user/quickview/:id',
    params: quickviewParamsSchema,
    response: quickviewResponseSchema,
    auth: 'public',
    rateLimit: { name: 'quickview', max: QUICKVIEWS_PER_MINUTE, windowMs: 60_000 },
  }),
  /** Its limits (per account and per address, an hour) are given where the server registers it. */
  setEmail: defineRoute({
    method: 'POST',
    path: '/user/set-email',
    body: setEmailRequestSchema,
    response: userResponseSchema,
    auth: 'player',
  }),
  sendVerifyEmail: defineRoute({
    method: 'POST',
    path: '/user/send-verify-email',
    response: okResponseSchema,
    auth: 'player',
  }),
  /** The link's code is the proof, so no login is needed (the link may open on another device). */
  activateEmail: defineRoute({
    method: 'POST',
    path: '/user/activate-email',
    body: activateEmailRequestSchema,
    response: okResponseSchema,
    auth: 'public',
  }),
};
