import { defineRoute } from '../route';
import {
  googleAuthUrlResponseSchema,
  googleLoginRequestSchema,
  googleRegisterRequestSchema,
  googleTotpRequestSchema,
  socialLoginResponseSchema,
  walletLoginRequestSchema,
  walletMessageParamsSchema,
  walletMessageResponseSchema,
  walletRegisterRequestSchema,
} from '../social-login';
import { userResponseSchema } from '../user';

/**
 * Google login and wallet (Sign-In with Ethereum) login and register. Their limits
 * are the operator's settings (AUTH_RATE_LIMIT), so the server gives them where it
 * registers the routes.
 */
export const socialLoginApi = {
  googleUrl: defineRoute({
    method: 'GET',
    path: '/user/login/google/url',
    changesState: true,
    response: googleAuthUrlResponseSchema,
    auth: 'public',
  }),
  googleLogin: defineRoute({
    method: 'POST',
    path: '/user/login/google',
    body: googleLoginRequestSchema,
    response: socialLoginResponseSchema,
    auth: 'public',
  }),
  /** The code step of a Google login into an account with two-factor on. */
  googleTotp: defineRoute({
    method: 'POST',
    path: '/user/login/google/totp',
    body: googleTotpRequestSchema,
    response: userResponseSchema,
    auth: 'public',
  }),
  googleRegister: defineRoute({
    method: 'POST',
    path: '/user/register/google',
    body: googleRegisterRequestSchema,
    response: userResponseSchema,
    auth: 'public',
  }),
  walletMessage: defineRoute({
    method: 'GET',
    path: '/user/login/metamask/:address',
    changesState: true,
    params: walletMessageParamsSchema,
    response: walletMessageResponseSchema,
    auth: 'public',
  }),
  walletLogin: defineRoute({
    method: 'POST',
    path: '/user/login/metamask',
    body: walletLoginRequestSchema,
    response: socialLoginResponseSchema,
    auth: 'public',
  }),
  walletRegister: defineRoute({
    method: 'POST',
    path: '/user/register/metamask',
    body: walletRegisterRequestSchema,
    response: userResponseSchema,
    auth: 'public',
  }),
};
