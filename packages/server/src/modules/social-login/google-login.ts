import { ErrorCode, type GoogleLoginRequest } from '@ante/core';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import * as oidc from 'openid-client';
import type { Db } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import type { Identity } from './identity-accounts';

/** How long a player has between leaving for Google and coming back. */
export const GOOGLE_LOGIN_TTL_MS = 10 * 60_000;

/**
 * Where Google sends the player back: the web app's page `/login/google`, which posts
 * what Google appended (code, state, issuer) to POST /user/login/google. A path and not
 * an `?action=` link: openid-client names the return address to Google's token
 * endpoint without its query, and Google matches return addresses exactly.
 */
export const GOOGLE_RETURN_PATH = '/login/google';
export function googleRedirectUri(siteUrl: string): string {
  return `${siteUrl}${GOOGLE_RETURN_PATH}`;
}

/**
 * Starts an authorization code flow with PKCE: a fresh state, nonce and code verifier
 * are kept in login_challenges against the browser's hash (browser-binding.ts), so
 * that only this browser can finish it, once, within GOOGLE_LOGIN_TTL_MS. Expired
 * challenges of anyone are swept here, which keeps the table small without a job.
 */
export async function startGoogleLogin(
  db: Db,
  client: oidc.Configuration,
  input: { browserHash: string; redirectUri: string },
): Promise<string> {
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await db.deleteFrom('login_challenges').where('expires_at', '<', sql<Date>`now()`).execute();
  await db
    .insertInto('login_challenges')
    .values({
      provider: 'google',
      browser_hash: input.browserHash,
      nonce,
      state,
      code_verifier: codeVerifier,
      expires_at: new Date(Date.now() + GOOGLE_LOGIN_TTL_MS),
    })
    .execute();
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: input.redirectUri,
    scope: 'openid email',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}

function expiredLogin(): AppError {
  return new AppError(
    400,
    ErrorCode.LoginExpired,
    'This Google sign-in has expired or was started in another browser. Please try again.',
  );
}

/**
 * Finishes the flow: takes this browser's challenge for the returned state (deleting
 * it, so a replayed return finds nothing), then trades the code at Google with the
 * PKCE verifier; openid-client checks the ID token's signature, issuer, audience,
 * expiry and nonce. Answers the identity: Google's subject, and its e-mail only when
 * Google says it is verified.
 */
export async function finishGoogleLogin(
  db: Db,
  client: oidc.Configuration,
  log: FastifyBaseLogger,
  input: GoogleLoginRequest & { browserHash: string | null; redirectUri: string },
): Promise<Identity> {
  if (!input.browserHash) throw expiredLogin();
  const challenge = await db
    .deleteFrom('login_challenges')
    .where('provider', '=', 'google')
    .where('browser_hash', '=', input.browserHash)
    .where('state', '=', input.state)
    .returningAll()
    .executeTakeFirst();
  if (!challenge || challenge.expires_at.getTime() <= Date.now() || !challenge.code_verifier) {
    throw expiredLogin();
  }
  const returned = new URL(input.redirectUri);
  returned.searchParams.set('code', input.token);
  returned.searchParams.set('state', input.state);
  if (input.iss !== undefined) returned.searchParams.set('iss', input.iss);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(client, returned, {
      pkceCodeVerifier: challenge.code_verifier,
      expectedState: input.state,
      expectedNonce: challenge.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    log.warn({ err: error }, 'google code exchange refused');
    throw new AppError(400, ErrorCode.LoginRefused, 'Google did not accept this sign-in. Please try again.');
  }
  if (!claims?.sub) {
    throw new AppError(400, ErrorCode.LoginRefused, 'Google did not accept this sign-in. Please try again.');
  }
  const email =
    claims.email_verified === true && typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  return { provider: 'google', subject: claims.sub, email };
}
