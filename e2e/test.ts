import { type BrowserContext, type BrowserContextOptions, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Marks the welcome offer as seen before the page's own scripts run: it opens,
 * close-protected, over a new player's first page, and only its own tests want it.
 * An init script rather than the context's storageState: Playwright writes storageState's
 * localStorage by loading the origin in a page of every new context, which cost most of
 * a second a test here; an init script costs nothing until a page loads.
 */
export function markWelcomeOfferSeen(): void {
  // The key the welcome-offer modal stores once shown (web: features/rewards/welcome-offer-modal.tsx),
  // written out: an init script is sent to the page as source text, without this module's scope.
  if (window.localStorage.getItem('jp_offer_shown') === null)
    window.localStorage.setItem('jp_offer_shown', '1');
}

/** The project's settings that make a browser context, as the project's `use` gives them. */
const CONTEXT_OPTIONS = [
  'baseURL',
  'viewport',
  'screen',
  'hasTouch',
  'isMobile',
  'deviceScaleFactor',
  'userAgent',
  'reducedMotion',
  'locale',
  'timezoneId',
  'colorScheme',
] as const;

/** The context options of a project (or a test) as its `use` sets them. */
function contextOptions(use: object): BrowserContextOptions {
  const given = use as Record<string, unknown>;
  return Object.fromEntries(
    CONTEXT_OPTIONS.filter((key) => given[key] !== undefined).map((key) => [key, given[key]]),
  ) as BrowserContextOptions;
}

/**
 * One browser context a worker keeps for its tests, with a page that holds the site's
 * renderer process open between them (a JSON page, which runs none of the app). Started
 * with `--process-per-site`, every page of the site in this context lives in that one
 * process, so a test's first load finds the app's scripts already compiled and its
 * assets in the cache, as a returning player's browser does. A new context per test
 * paid for a new renderer and compiled the app's 1.4 MB of scripts again: about two
 * seconds a test on CI's two cores, a third of the browser tests' time.
 */
type SharedContext = { context: BrowserContext; holder: Page; origin: string };

/**
 * The browser tests' `test`: Playwright's, where each test gets a clean player's browser
 * (no cookies, no stored data, the welcome offer marked as seen) in its worker's shared
 * context, and its pages, routes and permissions are gone when it ends. The HTTP cache
 * stays, as a returning player's does: the app's assets are named by their content,
 * index.html is revalidated on every load, and the API lets a browser keep only what is
 * the same for every player (the country list, exchange rates for 30 s).
 *
 * A test that sets a context option of its own (a spec's own casino as `baseURL`,
 * `test.use({ reducedMotion })`), or starts as a browser that has never seen the welcome
 * offer (`test.use({ welcomeOfferSeen: false })`), gets a new context of its own instead.
 * A failed test ends its worker, so the next test starts in a new shared context.
 */
export const test = base.extend<{ welcomeOfferSeen: boolean }, { sharedContext: SharedContext }>({
  welcomeOfferSeen: [true, { option: true }],
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const options = contextOptions(workerInfo.project.use);
      const context = await browser.newContext(options);
      await context.addInitScript(markWelcomeOfferSeen);
      const holder = await context.newPage();
      await holder.goto('/api/health');
      await use({ context, holder, origin: new URL(options.baseURL ?? holder.url()).origin });
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async (
    { browser, sharedContext, welcomeOfferSeen, baseURL, viewport, hasTouch, isMobile, reducedMotion },
    use,
    testInfo,
  ) => {
    const projectOptions = contextOptions(testInfo.project.use);
    const testOptions = contextOptions({ baseURL, viewport, hasTouch, isMobile, reducedMotion });
    const ownOptions = Object.entries(testOptions).some(
      ([key, value]) =>
        JSON.stringify(value) !== JSON.stringify(projectOptions[key as keyof BrowserContextOptions]),
    );
    if (!welcomeOfferSeen || ownOptions) {
      const context = await browser.newContext({ ...projectOptions, ...testOptions });
      if (welcomeOfferSeen) await context.addInitScript(markWelcomeOfferSeen);
      await use(context);
      await context.close();
      return;
    }
    const { context, holder, origin } = sharedContext;
    await context.clearCookies();
    const session = await context.newCDPSession(holder);
    await session.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'local_storage,indexeddb,websql,service_workers,cache_storage',
    });
    await session.detach();
    await use(context);
    for (const page of context.pages()) if (page !== holder) await page.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearPermissions();
  },
});
