import { allowRegisterResponseSchema } from '../config';
import { defineRoute } from '../route';
import { finishPasswordResetRequestSchema, startPasswordResetRequestSchema } from '../security';
import {
  changePasswordRequestSchema,
  currentUserResponseSchema,
  loginRequestSchema,
  okResponseSchema,
  registerRequestSchema,
  totpCodeRequestSchema,
  totpSetupResponseSchema,
  userResponseSchema,
} from '../user';

/**
 * The two-factor calls only stop floods: wrong codes are limited by the lock the server
 * keeps per account. Each call counts apart.
 */
const TOTP_CALLS = { max: 10, windowMs: 60_000 };

/**
 * Registration, sign-in and sign-out, the password and two-factor. The login and
 * register limits, and the password reset's, are the operator's settings or count by
 * address and by the account named, so the server gives them where it registers the route.
 */
export const authApi = {
  allowRegister: defineRoute({
    method: 'GET',
    path: '/user/allow-register',
    response: allowRegisterResponseSchema,
    auth: 'public',
  }),
  register: defineRoute({
    method: 'POST',
    path: '/user/register',
    body: registerRequestSchema,
    response: userResponseSchema,
    auth: 'public',
  }),
  login: defineRoute({
    method: 'POST',
    path: '/user/login',
    body: loginRequestSchema,
    response: userResponseSchema,
    auth: 'public',
  }),
  /** Public: without a live session it still clears the cookie and answers 200. */
  logout: defineRoute({
    method: 'GET',
    path: '/user/logout',
    changesState: true,
    response: okResponseSchema,
    auth: 'public',
  }),
  me: defineRoute({
    method: 'GET',
    path: '/user/me',
    response: userResponseSchema,
    auth: 'player',
  }),
  /** The logged-in player, or `null` when there is none (not a 401). */
  current: defineRoute({
    method: 'GET',
    path: '/user/current',
    response: currentUserResponseSchema,
    auth: 'public',
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/user/change-password',
    body: changePasswordRequestSchema,
    response: okResponseSchema,
    auth: 'player',
  }),
  startPasswordReset: defineRoute({
    method: 'POST',
    path: '/user/start-pw-reset',
    body: startPasswordResetRequestSchema,
    response: okResponseSchema,
    auth: 'public',
  }),
  /** The link's code is the proof, so no login is needed; on success the player is logged in. */
  finishPasswordReset: defineRoute({
    method: 'POST',
    path: '/user/finish-pw-reset',
    body: finishPasswordResetRequestSchema,
    response: userResponseSchema,
    auth: 'public',
  }),
  totpNew: defineRoute({
    method: 'GET',
    path: '/user/totp/new',
    changesState: true,
    response: totpSetupResponseSchema,
    auth: 'player',
    rateLimit: { ...TOTP_CALLS, name: 'totp:new' },
  }),
  totpVerify: defineRoute({
    method: 'POST',
    path: '/user/totp/verify',
    body: totpCodeRequestSchema,
    response: userResponseSchema,
    auth: 'player',
    rateLimit: { ...TOTP_CALLS, name: 'totp:verify' },
  }),
  totpDisable: defineRoute({
    method: 'POST',
    path: '/user/totp/disable',
    body: totpCodeRequestSchema,
    response: userResponseSchema,
    auth: 'player',
    rateLimit: { ...TOTP_CALLS, name: 'totp:disable' },
  }),
};
