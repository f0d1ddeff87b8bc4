import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) standing in for
 * Google in tests, on a random local port. Its development login screen accepts any
 * login name, which becomes the account's subject; every account's e-mail is
 * `<login>@mail.test`, verified unless the login starts with `unverified`.
 *
 * The issuer's address must be known before the casino starts (GOOGLE_ISSUER) and
 * the casino's return address before the provider lists its client, so the port is
 * taken first (`startOidcIssuer`) and the provider is made once the casino runs
 * (`configure`).
 */
export interface OidcIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  configure(redirectUri: string): void;
  close(): Promise<void>;
}

export async function startOidcIssuer(): Promise<OidcIssuer> {
  let provider: Provider | undefined;
  const server: Server = createServer((req, res) => {
    if (!provider) {
      res.statusCode = 503;
      res.end();
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'ante-test-client';
  const clientSecret = 'ante-test-secret-that-is-long-enough-for-hs256';
  return {
    issuer,
    clientId,
    clientSecret,
    configure(redirectUri) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'] },
        // Google puts the e-mail claims of the email scope in the ID token itself.
        conformIdTokenClaims: false,
        // Lifetimes of its own, so the provider does not warn about its defaults.
        ttl: {
          AccessToken: 3600,
          AuthorizationCode: 60,
          IdToken: 3600,
          Interaction: 600,
          Session: 3600,
          Grant: 3600,
        },
        async findAccount(_ctx, id) {
          return {
            accountId: id,
            async claims() {
              return { sub: id, email: `${id}@mail.test`, email_verified: !id.startsWith('unverified') };
            },
          };
        },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Goes through the provider's login and consent screens with plain HTTP requests, as
 * a browser would, from the casino's authorization URL to the return address the
 * provider sends the browser to (which carries the code, state and issuer).
 */
export async function signInAtIssuer(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let next = new URL(authorizationUrl);
  let method = 'GET';
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await fetch(next, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    method = 'GET';
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next);
      if (target.origin !== new URL(authorizationUrl).origin) return target;
      next = target;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`issuer answered ${response.status}: ${page.slice(0, 300)}`);
    // A screen: the login form (prompt=login) or the consent form (prompt=consent).
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (prompt === 'login') form = new URLSearchParams({ prompt, login, password: 'any' });
    else if (prompt === 'consent') form = new URLSearchParams({ prompt });
    else throw new Error(`unexpected issuer page: ${page.slice(0, 300)}`);
    method = 'POST';
  }
  throw new Error('the issuer never sent the browser back');
}

/**
 * Starts a Google login in the client's browser, signs in at the issuer as `login`,
 * and answers what the return address carries: the body of POST /user/login/google.
 */
export async function returnFromIssuer(
  // Only what is used of the test harness's client: the browser tests import this file
  // too, and the harness would bring the whole server into their type check.
  client: { get(path: string): Promise<{ status: number; body: { url: string } }> },
  login: string,
): Promise<{ token: string; state: string; iss?: string }> {
  const started = await client.get('/api/user/login/google/url');
  if (started.status !== 200) throw new Error(`google/url failed: ${started.status}`);
  const back = await signInAtIssuer(started.body.url, login);
  return {
    token: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    iss: back.searchParams.get('iss') ?? undefined,
  };
}
