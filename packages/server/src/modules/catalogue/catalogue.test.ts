import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';
import { readCatalogueFile } from './catalogue-file';
import { builtInOriginals } from './originals';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const slugs = (items: Array<{ slug: string }>) => items.map((item) => item.slug);
const DICE = { condition: 'under', target: 49.5 };

describe('GET /api/casino/games', () => {
  it('lists the eleven originals, the studio’s slot and its show, most popular first, with paging and totals', async () => {
    const all = await server.client().get('/api/casino/games');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 13, limit: 100, offset: 0 });
    expect(slugs(all.body.items).slice(0, 3)).toEqual(['dice', 'mines', 'plinko']);
    expect(all.body.items[0]).toMatchObject({
      slug: 'dice',
      name: 'Dice',
      category: 'originals',
      provider: 'Ante Originals',
      providerSlug: 'ante-originals',
      thumbnail: '/img/games/dice.svg',
      rtp: '99',
      original: true,
      releasedAt: '2026-01-05',
    });
    const page = await server.client().get('/api/casino/games?limit=2&offset=2');
    expect(slugs(page.body.items)).toEqual(slugs(all.body.items).slice(2, 4));
    expect(page.body).toMatchObject({ total: 13, limit: 2, offset: 2 });
  });

  it('filters by category and provider', async () => {
    const table = await server.client().get('/api/casino/games?category=table-games');
    expect(slugs(table.body.items).sort()).toEqual(['baccarat', 'blackjack', 'roulette']);
    const blackjack = await server.client().get('/api/casino/games?category=blackjack');
    expect(slugs(blackjack.body.items)).toEqual(['blackjack']);
    const slots = (await server.client().get('/api/casino/games?category=video-slots')).body;
    expect(slots.total).toBe(1);
    expect(slots.items[0]).toMatchObject({
      slug: 'forge-of-fortune',
      provider: 'Ante Studio',
      providerSlug: 'ante-studio',
      rtp: '96',
      original: false,
      launchable: true,
    });
    expect((await server.client().get('/api/casino/games?provider=ante-originals')).body.total).toBe(11);
    expect((await server.client().get('/api/casino/games?provider=ante-studio')).body.total).toBe(2);
    const shows = (await server.client().get('/api/casino/games?category=game-shows')).body;
    expect(slugs(shows.items)).toEqual(['forge-wheel']);
    expect(shows.items[0]).toMatchObject({ provider: 'Ante Studio', launchable: true });
    expect((await server.client().get('/api/casino/games?provider=nobody')).body.total).toBe(0);
  });

  it('answers 400 for bad paging or an unknown category', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'offset=-1', 'category=sports', 'sort=name']) {
      const response = await server.client().get(`/api/casino/games?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBeTruthy();
    }
  });

  it('gives one game, the latest, similar games and the providers', async () => {
    const plinko = await server.client().get('/api/casino/games/plinko');
    expect(plinko.body).toMatchObject({ slug: 'plinko', name: 'Plinko', categories: ['originals'] });
    expect((await server.client().get('/api/casino/games/nope')).status).toBe(404);
    const latest = await server.client().get('/api/casino/games/latest');
    expect(slugs(latest.body.items).slice(0, 2)).toEqual(['forge-wheel', 'forge-of-fortune']);
    const similar = await server.client().get('/api/casino/games/roulette/similar');
    expect(slugs(similar.body.items)).not.toContain('roulette');
    expect(slugs(similar.body.items).length).toBeGreaterThan(0);
    expect((await server.client().get('/api/casino/games/nope/similar')).status).toBe(404);
    const providers = await server.client().get('/api/casino/providers');
    expect(providers.body.items).toHaveLength(2);
    expect(providers.body.items).toEqual(
      expect.arrayContaining([
        { slug: 'ante-originals', name: 'Ante Originals', games: 11 },
        { slug: 'ante-studio', name: 'Ante Studio', games: 2 },
      ]),
    );
    expect((await server.client().get('/api/config/site')).body.imageHost).toBeNull();
  });
});

describe('GET /api/casino/games/search', () => {
  it('finds by name, case-insensitively, ranked by how the name matches', async () => {
    const plinko = await server.client().get('/api/casino/games/search?query=PLINKO');
    expect(slugs(plinko.body.items)).toEqual(['plinko']);
    const d = await server.client().get('/api/casino/games/search?query=d');
    // "Dice" starts with d and a word of "Top Dollar" does; "cards" only has a d inside.
    expect(slugs(d.body.items)).toEqual(['dice', 'topdollar']);
  });

  it('ranks name matches first and never matches inside a word of a tag or the description', async () => {
    const ro = await server.client().get('/api/casino/games/search?query=ro');
    // Roulette starts with "ro"; "Take the Crown" has it inside its name. Every game's
    // "provably fair" tag has it inside a word, which is no match, so Dice is not found.
    expect(slugs(ro.body.items)).toEqual(['roulette', 'takethecrown']);
    const crown = await server.client().get('/api/casino/games/search?query=crown');
    expect(slugs(crown.body.items)).toEqual(['takethecrown']);
    // A tag's words match from their start: "fair" finds every original and the studio's two games, "ovably" none.
    expect(slugs((await server.client().get('/api/casino/games/search?query=fair')).body.items)).toHaveLength(
      13,
    );
    expect((await server.client().get('/api/casino/games/search?query=ovably')).body.items).toEqual([]);
    // A tag match comes after every name match: "table" is the start of no name.
    const table = await server.client().get('/api/casino/games/search?query=ta');
    expect(slugs(table.body.items)[0]).toBe('takethecrown');
    expect(slugs(table.body.items).slice(1).sort()).toEqual(['baccarat', 'blackjack', 'roulette']);
    // Descriptions are not searched ("chips" is only in roulette's).
    expect((await server.client().get('/api/casino/games/search?query=chips')).body.items).toEqual([]);
    // A word of the provider matches from its start, not from inside.
    expect((await server.client().get('/api/casino/games/search?query=riginals')).body.items).toEqual([]);
  });

  it('finds by provider and tag, and finds nothing for a blank query, wildcards or regular-expression signs', async () => {
    expect(
      slugs((await server.client().get('/api/casino/games/search?query=originals')).body.items),
    ).toHaveLength(11);
    expect(slugs((await server.client().get('/api/casino/games/search?query=hi-lo')).body.items)).toEqual([
      'topdollar',
    ]);
    const regexSigns = ['(', '[', '.*', '\\', '^', 'a|d', '***:d'].map(encodeURIComponent);
    for (const query of ['', '%20%20', '%25', '_', ...regexSigns]) {
      const response = await server.client().get(`/api/casino/games/search?query=${query}`);
      expect(response.status).toBe(200);
      expect(response.body.items, query).toEqual([]);
    }
    expect((await server.client().get('/api/casino/games/search')).body.items).toEqual([]);
    const long = await server.client().get(`/api/casino/games/search?query=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
  });
});

describe('favourites and recently played', () => {
  it('need a login', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/casino/games/favorite')).status).toBe(401);
    expect((await anonymous.get('/api/casino/games/recent')).status).toBe(401);
    expect((await anonymous.post('/api/casino/games/dice/favorite', { favorite: true })).status).toBe(401);
  });

  it('keeps favourites, newest first, and refuses bad input', async () => {
    const { client } = await registerPlayer(server);
    expect((await client.get('/api/casino/games/favorite')).body.items).toEqual([]);
    const added = await client.post('/api/casino/games/mines/favorite', { favorite: true });
    expect(added.body).toEqual({ slug: 'mines', favorite: true });
    await client.post('/api/casino/games/keno/favorite', { favorite: true });
    await client.post('/api/casino/games/keno/favorite', { favorite: true });
    expect(slugs((await client.get('/api/casino/games/favorite')).body.items)).toEqual(['keno', 'mines']);
    await client.post('/api/casino/games/keno/favorite', { favorite: false });
    expect(slugs((await client.get('/api/casino/games/favorite')).body.items)).toEqual(['mines']);
    expect((await client.post('/api/casino/games/nope/favorite', { favorite: true })).status).toBe(404);
    for (const body of [{}, { favorite: 'yes' }, { favorite: true, more: 1 }]) {
      expect((await client.post('/api/casino/games/dice/favorite', body)).status).toBe(400);
    }
  });

  it('lists the games of the player’s latest rounds, each once', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '10');
    await client.post('/api/play/dice/bet', { currency: 'USDT', amount: '1', params: DICE });
    await client.post('/api/play/limbo/bet', { currency: 'USDT', amount: '1', params: { target: 2 } });
    await client.post('/api/play/dice/bet', { currency: 'USDT', amount: '0', params: DICE });
    expect(slugs((await client.get('/api/casino/games/recent')).body.items)).toEqual(['dice', 'limbo']);
  });
});

describe('GET /api/casino/games/{slug}/stats', () => {
  it('gives rounds played, USD wagered and the biggest and luckiest wins, hiding private players', async () => {
    const { client, userId } = await registerPlayer(server);
    await client.post('/api/rewards/stats/privacy', { private: true });
    await fund(server, userId, 'USDT', '100');
    let won: { id: string; payout: string; multiplier: string } | undefined;
    for (let i = 0; i < 20 && !won; i += 1) {
      const bet = await client.post('/api/play/wheel/bet', {
        currency: 'USDT',
        amount: '1',
        params: { segments: 10, risk: 'low' },
      });
      if (bet.body.round.payout !== '0') won = bet.body.round;
    }
    expect(won).toBeDefined();
    const stats = await server.client().get('/api/casino/games/wheel/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.roundsPlayed).toBeGreaterThan(0);
    expect(Number(stats.body.wageredUsd)).toBeGreaterThan(0);
    expect(stats.body.biggestWin).toMatchObject({ username: null, currency: 'USDT' });
    expect(stats.body.luckiestWin.username).toBeNull();
    expect((await server.client().get('/api/casino/games/nope/stats')).status).toBe(404);
    const empty = await server.client().get('/api/casino/games/takethecrown/stats');
    expect(empty.body).toMatchObject({
      roundsPlayed: 0,
      wageredUsd: '0',
      biggestWin: null,
      luckiestWin: null,
    });
  });
});

describe('an operator’s GAMES_FILE', () => {
  it('adds games, disables an original and changes its limits', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'ante-games-'));
    const file = path.join(folder, 'games.json');
    writeFileSync(
      file,
      JSON.stringify({
        games: [
          {
            slug: 'gates-of-gold',
            name: 'Gates of Gold',
            categories: ['video-slots'],
            provider: 'Lucky Forge',
            thumbnail: 'https://cdn.example.com/gates.png',
            tags: ['slots', 'gold'],
            rtp: '96.5',
            releasedAt: '2026-11-01',
          },
          { slug: 'keno', enabled: false },
          { slug: 'dice', maxBetUsd: '5', minBetUsd: '0.1' },
        ],
      }),
    );
    const operated = await startTestServer({
      env: { GAMES_FILE: file, IMAGE_HOST: 'https://img.example.com' },
    });
    try {
      const slots = await operated.client().get('/api/casino/games?category=video-slots');
      expect(slots.body.items.find((game: { slug: string }) => game.slug === 'gates-of-gold')).toMatchObject({
        slug: 'gates-of-gold',
        original: false,
        providerSlug: 'lucky-forge',
      });
      expect(slugs((await operated.client().get('/api/casino/games')).body.items)).not.toContain('keno');
      expect((await operated.client().get('/api/casino/games/keno')).status).toBe(404);
      expect((await operated.client().get('/api/config/site')).body.imageHost).toBe(
        'https://img.example.com',
      );
      const { client, userId } = await registerPlayer(operated);
      await fund(operated, userId, 'USDT', '100');
      const keno = await client.post('/api/play/keno/bet', {
        currency: 'USDT',
        amount: '1',
        params: { picks: [1, 2, 3], risk: 'classic' },
      });
      expect(keno.status).toBe(409);
      const big = await client.post('/api/play/dice/bet', { currency: 'USDT', amount: '6', params: DICE });
      expect(big.status).toBe(400);
      expect(big.body).toMatchObject({
        message: 'The largest bet here is worth $5.00.',
        field: 'amount',
        amountsUsd: ['5'],
      });
      const small = await client.post('/api/play/dice/bet', {
        currency: 'USDT',
        amount: '0.01',
        params: DICE,
      });
      expect(small.body).toMatchObject({
        message: 'The smallest bet here is worth $0.10.',
        amountsUsd: ['0.1'],
      });
      expect(
        (await client.post('/api/play/dice/bet', { currency: 'USDT', amount: '5', params: DICE })).status,
      ).toBe(200);
      expect((await client.get('/api/feeds/my-bets')).body.bets).toHaveLength(1);
      await expectLedgerSound(operated);
    } finally {
      await operated.close();
    }
  });

  it('refuses a malformed file with a message naming the problem', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'ante-games-'));
    const builtIns = builtInOriginals('10000');
    const write = (content: string) => {
      const file = path.join(folder, `g${Math.random()}.json`);
      writeFileSync(file, content);
      return file;
    };
    await expect(readCatalogueFile(write('{nope'), builtIns, '10000')).rejects.toThrow(/GAMES_FILE/);
    await expect(
      readCatalogueFile(
        write(JSON.stringify({ games: [{ slug: 'new-game', name: 'New' }] })),
        builtIns,
        '10000',
      ),
    ).rejects.toThrow(/needs categories, provider, thumbnail, rtp, releasedAt/);
    await expect(
      readCatalogueFile(write(JSON.stringify({ games: [{ slug: 'Bad Slug' }] })), builtIns, '10000'),
    ).rejects.toThrow(/slug/);
    await expect(readCatalogueFile(path.join(folder, 'missing.json'), builtIns, '10000')).rejects.toThrow(
      /GAMES_FILE/,
    );
    expect(await readCatalogueFile(undefined, builtIns, '10000')).toEqual([]);
  });
});
