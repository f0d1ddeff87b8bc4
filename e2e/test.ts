import { test as base } from '@playwright/test';

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

/**
 * The browser tests' `test`: Playwright's, with every context starting as a browser that
 * has seen the welcome offer. `test.use({ welcomeOfferSeen: false })` starts from a
 * browser that has not (welcome-offer.spec.ts).
 */
export const test = base.extend<{ welcomeOfferSeen: boolean }>({
  welcomeOfferSeen: [true, { option: true }],
  context: async ({ context, welcomeOfferSeen }, use) => {
    if (welcomeOfferSeen) await context.addInitScript(markWelcomeOfferSeen);
    await use(context);
  },
});
