import { CRYPTO_CODES, CRYPTO_CURRENCIES, usdText } from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

/**
 * Real: the server over HTTP, the shipped articles in help/ and their rendering. Nothing
 * is faked; the help routes touch no database.
 */
let server: TestServer;
beforeAll(async () => {
  // The verification rule's defaults, which test servers otherwise turn off.
  server = await startTestServer({
    env: {
      KYC_WITHDRAW_LEVEL_USD: '2:2000',
      KYC_WITHDRAW_30_DAYS_USD: '10000',
      WITHDRAWAL_DELAY_SECONDS: '30',
    },
  });
});
afterAll(() => server.close());

const get = (path: string) => server.client().get(path);

describe('GET /api/help', () => {
  it('lists the categories in order, each with its articles', async () => {
    const response = await get('/api/help');
    expect(response.status).toBe(200);
    const names = response.body.categories.map((category: { name: string }) => category.name);
    expect(names).toEqual([
      'Getting started',
      'Deposits and withdrawals',
      'Provably fair',
      'Game rules',
      'Rewards',
      'Affiliate programme',
      'Responsible gambling',
      'Account security',
      'Verification',
    ]);
    const games = response.body.categories.find(
      (category: { slug: string }) => category.slug === 'game-rules',
    );
    expect(games.articles.map((article: { slug: string }) => article.slug)).toEqual([
      'dice',
      'limbo',
      'plinko',
      'roulette',
      'keno',
      'mines',
      'wheel',
      'blackjack',
      'baccarat',
      'top-dollar',
      'take-the-crown',
      'forge-of-fortune',
      'forge-wheel',
    ]);
    for (const category of response.body.categories) {
      for (const article of category.articles) expect(article.summary.length).toBeGreaterThan(10);
    }
  });
});

describe('GET /api/help/articles/:slug', () => {
  it('answers the article as HTML with its category and the other articles in it', async () => {
    const response = await get('/api/help/articles/withdrawals');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      slug: 'withdrawals',
      title: 'Withdrawals',
      category: { slug: 'deposits-and-withdrawals', name: 'Deposits and withdrawals' },
    });
    expect(response.body.html).toContain('<h2 id="how-to-withdraw">How to withdraw</h2>');
    expect(response.body.siblings.map((article: { slug: string }) => article.slug)).toEqual([
      'deposits',
      'vault-and-tips',
    ]);
  });

  it('fills in the settings: the withdrawal wait and the verification rule', async () => {
    const { body } = await get('/api/help/articles/withdrawals');
    expect(body.html).toContain('A withdrawal waits 30 seconds before it is sent.');
    expect(body.html).toContain(
      'the last 24 hours past $2,000.00, or those of the last 30 days past $10,000.00, needs verification level 2.',
    );
    expect(body.html).not.toContain('{{');
  });

  it('is a 404 with a message for a name that is no article, a path or a prototype key', async () => {
    for (const slug of [
      'no-such-article',
      '..%2F..%2Fpackage.json',
      '__proto__',
      'constructor',
      'DEPOSITS',
    ]) {
      const response = await get(`/api/help/articles/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.body.message).toContain('no help article');
    }
  });

  it('shows the deposits table exactly as the currency catalogue has it', async () => {
    const { body } = await get('/api/help/articles/deposits');
    const rows = [...body.html.matchAll(/<tr>\s*((?:<td>.*?<\/td>\s*)+)<\/tr>/g)].map((row) =>
      [...(row[1] ?? '').matchAll(/<td>(.*?)<\/td>/g)].map((cell) => cell[1]),
    );
    const expected = CRYPTO_CODES.flatMap((code) =>
      CRYPTO_CURRENCIES[code].chain.map((network) => [
        `${CRYPTO_CURRENCIES[code].name} (${code})`,
        network.name,
        String(network.confirms),
        `${usdText(network.minWithdraw)} worth of ${code}`,
        Number(network.withdrawFee) === 0 ? 'None' : `${network.withdrawFee} ${code}`,
      ]),
    );
    expect(rows).toEqual(expected);
    expect(body.html).toContain('<div class="help-table"><table>');
  });

  it('escapes raw HTML instead of passing it through', async () => {
    const { body } = await get('/api/help/articles/getting-started');
    expect(body.html).not.toMatch(/<script|<iframe|onerror=/i);
  });
});

describe('GET /api/help/search', () => {
  const search = async (q: string) => {
    const response = await get(`/api/help/search?q=${encodeURIComponent(q)}`);
    expect(response.status, q).toBe(200);
    return response.body.results as { slug: string; title: string; snippet: string; category: string }[];
  };

  it('finds an article by its title first', async () => {
    const results = await search('blackjack');
    expect(results[0]?.slug).toBe('blackjack');
    expect(results[0]?.category).toBe('Game rules');
  });

  it('finds an article by a word only its text holds, with a snippet around it', async () => {
    const results = await search('authenticator');
    expect(results.map((result) => result.slug)).toContain('account-security');
    const hit = results.find((result) => result.slug === 'account-security');
    expect(hit?.snippet.toLowerCase()).toContain('authenticator');
    expect(hit?.snippet.length).toBeLessThan(260);
  });

  it('matches as the player types, whatever the case or the accents', async () => {
    expect((await search('withdr'))[0]?.slug).toBe('withdrawals');
    expect((await search('WÎTHDRAWALS'))[0]?.slug).toBe('withdrawals');
    expect((await search('self exclusion')).map((result) => result.slug)).toContain('responsible-gambling');
  });

  it('ranks a title above a keyword above the text', async () => {
    const slugs = (await search('vault')).map((result) => result.slug);
    expect(slugs[0]).toBe('vault-and-tips');
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('xylophone')).toEqual([]);
  });

  it('refuses a search that is missing, empty, too long or holds control characters, with a message', async () => {
    for (const query of [
      '',
      '?q=',
      '?q=%20%20',
      `?q=${'a'.repeat(101)}`,
      '?q=a%00b',
      '?q=a%0Ab',
      '?q=a%1Bb',
      '?q=%C2%85',
    ]) {
      const response = await get(`/api/help/search${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message, query).toBeTruthy();
    }
  });

  it('takes hostile text as text: regular-expression signs, quotes and markup', async () => {
    for (const q of ['(((', '.*', '\\', '"; DROP TABLE', '<script>alert(1)</script>', '🎰🎰🎰', '[a-z]+$']) {
      await search(q);
    }
  });

  it('answers a huge query string with a 400 or 414, never a 500', async () => {
    const response = await get(`/api/help/search?q=${'x'.repeat(20_000)}`);
    expect([400, 414, 431]).toContain(response.status);
  });
});
