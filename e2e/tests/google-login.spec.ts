import { type OidcIssuer, startOidcIssuer } from '../../packages/server/src/test/oidc-provider';
import { newUsername, shot, totpCode, turnOnTwoFactor } from '../helpers';
import { sparePort, startOwnCasino } from '../own-casino';
import { test as base, expect } from '../test';

/**
 * Google login in a real browser, end to end. The shared casino has no GOOGLE_*
 * settings (its button is hidden), so this file starts its own casino, as `npm start`
 * runs it, with Google login pointed at a real OpenID Connect provider
 * (`oidc-provider`, the server tests' stand-in for Google) on a local port. The browser
 * goes through the provider's own login and consent pages.
 */
type GoogleSite = { url: string; issuer: OidcIssuer };

const test = base.extend<object, { googleSite: GoogleSite }>({
  googleSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const issuer = await startOidcIssuer();
      const port = await sparePort();
      const url = `http://127.0.0.1:${port}`;
      issuer.configure(`${url}/login/google`);
      const casino = await startOwnCasino({
        name: 'google',
        port,
        env: {
          GOOGLE_CLIENT_ID: issuer.clientId,
          GOOGLE_CLIENT_SECRET: issuer.clientSecret,
          GOOGLE_ISSUER: issuer.issuer,
        },
      });
      await use({ url, issuer });
      await casino.stop();
      await issuer.close();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ googleSite }, use) => use(googleSite.url),
});

test('a first Google sign-in picks a username; the next one logs straight in, and asks for the code once two-factor is on', async ({
  page,
  googleSite,
}, testInfo) => {
  const login = `e2e${Date.now()}${testInfo.project.name}`;
  const username = newUsername('gg');

  async function startGoogleSignIn() {
    await page.goto('/?modal=login');
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
  }

  // The provider's own pages: any login name, then consent.
  await startGoogleSignIn();
  await page.waitForURL(`${googleSite.issuer.issuer}/**`);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Choose your username' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?modal=register$/);
  await shot(page, 'login-google-username', testInfo);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  const me = await page.request.get('/api/user/me');
  expect((await me.json()).user).toMatchObject({
    username,
    email: `${login}@mail.test`,
    emailVerified: true,
  });

  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();

  // The provider remembers the browser now, and sends it straight back.
  await startGoogleSignIn();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // With two-factor on, Google is one factor: the return page asks for the code.
  // Turned on with the previous step's code, so the current one is left for the login.
  const secret = await turnOnTwoFactor(page.request);
  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await startGoogleSignIn();
  const codeStep = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(codeStep.getByText('You signed in with Google', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: username })).toHaveCount(0);
  await shot(page, 'login-google-totp', testInfo);
  await codeStep.getByLabel('Two-factor code').fill(totpCode(secret));
  await codeStep.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(codeStep).toBeHidden();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
});
