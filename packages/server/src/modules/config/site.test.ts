import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SUPPORT_EMAIL: 'help@casino.example' } });
});
afterAll(() => server.close());

describe('GET /api/config/site', () => {
  it('gives the browser the operator’s image host, support e-mail, help centre, socials and licence', async () => {
    const response = await server.client().get('/api/config/site');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      imageHost: null,
      supportEmail: 'help@casino.example',
      helpCenterUrl: null,
      socials: { x: 'https://x.com/', telegram: 'https://t.me/', instagram: 'https://www.instagram.com/' },
      license: { text: 'Licensed gaming operator', url: null },
      crashProbe: false,
      restrictedTerritories: [],
      googleLogin: false,
      chat: {
        regions: ['en', 'es', 'pt', 'fr', 'de', 'ru', 'tr', 'zh', 'ja', 'ko'],
        minWagerUsd: '0',
        tipDailyUsd: '1000',
        rainMinWagerUsd: '10',
      },
      betLimits: { maxBetUsd: '10000', maxProfitUsd: '100000' },
      rgProfile: 'standard',
    });
  });

  it('follows the operator’s socials, licence, help centre, crash probe, extra restricted territories and profile', async () => {
    const configured = await startTestServer({
      env: {
        SOCIAL_X_URL: 'https://x.com/casino',
        SOCIAL_TELEGRAM_URL: 'https://t.me/casino',
        SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/casino',
        LICENSE_TEXT: 'Licensed by the Example Gaming Authority',
        LICENSE_URL: 'https://licence.example/casino',
        CRASH_PROBE: 'true',
        HELP_CENTER_URL: 'https://help.casino.example',
        RESTRICTED_TERRITORIES: 'de, BR-SP',
        CHAT_REGIONS: ' EN,pt-br,en ',
        CHAT_MIN_WAGER_USD: '500',
        RG_PROFILE: 'ukgc',
      },
    });
    try {
      const response = await configured.client().get('/api/config/site');
      expect(response.body).toMatchObject({
        socials: {
          x: 'https://x.com/casino',
          telegram: 'https://t.me/casino',
          instagram: 'https://www.instagram.com/casino',
        },
        license: { text: 'Licensed by the Example Gaming Authority', url: 'https://licence.example/casino' },
        crashProbe: true,
        helpCenterUrl: 'https://help.casino.example',
        restrictedTerritories: ['DE', 'BR-SP'],
        googleLogin: false,
        chat: { regions: ['en', 'pt-br'], minWagerUsd: '500', tipDailyUsd: '1000', rainMinWagerUsd: '10' },
        rgProfile: 'ukgc',
      });
    } finally {
      await configured.close();
    }
  });

  it('refuses to start with a social link, licence or help centre URL that is not a web address', async () => {
    const envs: Record<string, string>[] = [
      { SOCIAL_X_URL: 'javascript:alert(1)' },
      { LICENSE_URL: 'ftp://licence.example' },
      { HELP_CENTER_URL: 'javascript:alert(1)' },
    ];
    for (const env of envs) {
      await expect(startTestServer({ env }), JSON.stringify(env)).rejects.toThrow(/must be an http/);
    }
  });
});

describe('POST /api/client-errors', () => {
  it('accepts a crash report from anyone, logged in or not', async () => {
    const anonymous = await server.client().post('/api/client-errors', {
      message: 'boom',
      stack: 'Error: boom\n    at Game (game.tsx:1:1)',
      componentStack: '\n    at Game',
      url: 'http://localhost/games/dice',
    });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ received: true });
    const { client } = await registerPlayer(server);
    expect((await client.post('/api/client-errors', { message: 'boom again' })).status).toBe(200);
  });

  it('refuses malformed reports with a message', async () => {
    for (const body of [
      {},
      { message: '' },
      { message: 42 },
      { message: 'x'.repeat(2001) },
      { message: 'ok', extra: true },
      { message: 'ok', stack: 'x'.repeat(20_001) },
    ]) {
      const response = await server.client().post('/api/client-errors', body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.body.message).toBeTruthy();
    }
  });

  it('limits how many reports one address sends per minute', async () => {
    const isolated = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i += 1) {
        statuses.push((await isolated.client().post('/api/client-errors', { message: `crash ${i}` })).status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual([429, 429]);
    } finally {
      await isolated.close();
    }
  });
});
