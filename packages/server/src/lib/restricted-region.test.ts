import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDoublableRound } from '../test/blackjack-helpers';
import { PASSWORD, registerPlayer, startTestServer, type TestClient, type TestServer } from '../test/harness';
import { balanceOf, depositAddress, expectLedgerSound, fund } from '../test/wallet-helpers';

/**
 * A visitor (docs/regions.md) in a restricted territory is refused at every door where
 * money or play starts (login, bets, deposits, withdrawals, tips), not only at
 * registration. The country comes from the trusted edge's header (COUNTRY_HEADER).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RESTRICTED_TERRITORIES: 'DE' } });
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const FROM_US = { 'cf-ipcountry': 'US' };
const FROM_BAVARIA = { 'cf-ipcountry': 'DE-BY' };
const FROM_BRAZIL = { 'cf-ipcountry': 'BR' };

function expectRestricted(response: { status: number; body: any }, message: string) {
  expect(response.status).toBe(403);
  expect(response.body).toEqual({ code: 'RESTRICTED_REGION', message });
}

/** A player registered from an allowed place, with a balance to play and withdraw. */
async function fundedPlayer() {
  const player = await registerPlayer(server);
  await fund(server, player.userId, 'USDT', '100');
  return player;
}

const diceBet = { currency: 'USDT', amount: '1', params: { condition: 'under', target: 50 } };
const withdrawal = {
  currency: 'USDT',
  network: 'ETH',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  amount: '20',
};

describe('restricted territories after registration', () => {
  it('refuses login from a restricted territory, configured extras included, without a session', async () => {
    const { username } = await registerPlayer(server);
    for (const headers of [FROM_US, FROM_BAVARIA]) {
      const client = server.client();
      const response = await client.post('/api/user/login', { username, password: PASSWORD }, headers);
      expectRestricted(response, 'Logging in is not available in your region.');
      expect(client.cookies.size).toBe(0);
    }
    const allowed = await server
      .client()
      .post('/api/user/login', { username, password: PASSWORD }, FROM_BRAZIL);
    expect(allowed.status).toBe(200);
  });

  it('refuses single-step bets and new multi-step rounds, moving nothing', async () => {
    const { client } = await fundedPlayer();
    expectRestricted(
      await client.post('/api/play/dice/bet', diceBet, FROM_US),
      'Betting is not available in your region.',
    );
    expectRestricted(
      await client.post(
        '/api/play/mines/bet',
        { currency: 'USDT', amount: '1', params: { mines: 3 } },
        FROM_US,
      ),
      'Betting is not available in your region.',
    );
    expect(await balanceOf(client, 'USDT')).toBe('100');
    expect((await client.get('/api/play/mines/active')).body.round).toBeNull();
    expect((await client.post('/api/play/dice/bet', diceBet, FROM_BRAZIL)).status).toBe(200);
  });

  it('lets a round opened elsewhere be finished, so its stake is never stuck', async () => {
    const { client } = await fundedPlayer();
    const start = await client.post('/api/play/mines/bet', {
      currency: 'USDT',
      amount: '1',
      params: { mines: 3 },
    });
    expect(start.status).toBe(200);
    const roundId = start.body.round.id;
    const reveal = await client.post('/api/play/mines/next', { roundId, action: 'reveal', tile: 0 }, FROM_US);
    expect(reveal.status).toBe(200);
    if (reveal.body.round.status === 'active') {
      const cashout = await client.post('/api/play/mines/cashout', { roundId }, FROM_US);
      expect(cashout.status).toBe(200);
    }
    expect((await client.get('/api/play/mines/active')).body.round).toBeNull();
  });

  it('refuses a new stake on an open round (a double), yet lets the round be finished', async () => {
    const { client, userId } = await fundedPlayer();
    const roundId = await startDoublableRound(server, client, userId, '10');
    expectRestricted(
      await client.post('/api/play/blackjack/next', { roundId, action: 'double' }, FROM_US),
      'Betting is not available in your region.',
    );
    expect(await balanceOf(client, 'USDT')).toBe('90');
    const stood = await client.post('/api/play/blackjack/next', { roundId, action: 'stand' }, FROM_US);
    expect(stood.status).toBe(200);
    expect(stood.body.round.status).toBe('finished');
    expect(stood.body.round.amount).toBe('10');
  });

  it('refuses the test-coin faucet, which pays as a deposit does', async () => {
    const { client } = await fundedPlayer();
    const address = await depositAddress(client, 'USDT', 'TRON');
    const request = { network: 'TRON', currency: 'USDT', address, amount: '5' };
    expectRestricted(
      await client.post('/api/dev/chain/faucet', request, FROM_US),
      'Deposits are not available in your region.',
    );
    expect((await client.post('/api/dev/chain/faucet', request, FROM_BRAZIL)).status).toBe(200);
  });

  it('refuses a deposit address', async () => {
    const { client } = await fundedPlayer();
    expectRestricted(
      await client.post('/api/wallet/deposit', { currency: 'USDT' }, FROM_US),
      'Deposits are not available in your region.',
    );
    expect((await client.post('/api/wallet/deposit', { currency: 'USDT' }, FROM_BRAZIL)).status).toBe(200);
  });

  it('refuses a withdrawal, taking nothing from the balance', async () => {
    const { client } = await fundedPlayer();
    expectRestricted(
      await client.post('/api/wallet/withdraw', withdrawal, FROM_US),
      'Withdrawals are not available in your region. Your balance stays in your account.',
    );
    expect(await balanceOf(client, 'USDT')).toBe('100');
    expect((await client.post('/api/wallet/withdraw', withdrawal, FROM_BRAZIL)).status).toBe(200);
  });

  it('refuses a tip', async () => {
    const { client } = await fundedPlayer();
    const friend = await registerPlayer(server);
    const tip = { username: friend.username, currency: 'USDT', amount: '1' };
    expectRestricted(
      await client.post('/api/wallet/tip/send', tip, FROM_US),
      'Tips are not available in your region.',
    );
    expect(await balanceOf(client, 'USDT')).toBe('100');
  });

  it('still answers 401 first when not logged in', async () => {
    const anonymous = server.client();
    expect((await anonymous.post('/api/play/dice/bet', diceBet, FROM_US)).status).toBe(401);
    expect((await anonymous.post('/api/wallet/deposit', { currency: 'USDT' }, FROM_US)).status).toBe(401);
    expect((await anonymous.post('/api/wallet/withdraw', withdrawal, FROM_US)).status).toBe(401);
  });

  it('keeps the registration message', async () => {
    const response = await server
      .client()
      .post('/api/user/register', { username: 'nobody_here', password: PASSWORD }, FROM_US);
    expectRestricted(response, 'Registration is not available in your region.');
  });
});

/**
 * A POST with the country header sent as separate header lines, as a client behind an
 * edge that appends rather than overwrites would send it. fetch joins repeated
 * headers into one line, so this goes through node:http.
 */
function postWithHeaderLines(client: TestClient, path: string, body: unknown, countries: string[]) {
  const url = new URL(client.baseUrl + path);
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'cf-ipcountry': countries } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('a duplicated or malformed country header', () => {
  const betRefused = 'Betting is not available in your region.';

  it('refuses a bet when the header arrives twice, whichever copy comes first', async () => {
    const { client } = await fundedPlayer();
    for (const countries of [
      ['DE', 'US'],
      ['BR', 'BR'],
      ['BR', 'US'],
    ]) {
      expectRestricted(
        await postWithHeaderLines(client, '/api/play/dice/bet', diceBet, countries),
        betRefused,
      );
    }
    expect(await balanceOf(client, 'USDT')).toBe('100');
    expect((await postWithHeaderLines(client, '/api/play/dice/bet', diceBet, ['BR'])).status).toBe(200);
  });

  it('refuses a bet, a withdrawal and a tip for a joined list, junk or control characters', async () => {
    const { client } = await fundedPlayer();
    const friend = await registerPlayer(server);
    const tip = { username: friend.username, currency: 'USDT', amount: '1' };
    for (const value of ['DE, US', 'BR,BR', 'zz-garbage', 'brazil', 'B\tR', '', '--']) {
      const headers = { 'cf-ipcountry': value };
      expectRestricted(await client.post('/api/play/dice/bet', diceBet, headers), betRefused);
      expect((await client.post('/api/wallet/withdraw', withdrawal, headers)).status).toBe(403);
      expect((await client.post('/api/wallet/tip/send', tip, headers)).status).toBe(403);
    }
    expect(await balanceOf(client, 'USDT')).toBe('100');
    // One lower-case code is still the edge's one answer.
    expect((await client.post('/api/play/dice/bet', diceBet, { 'cf-ipcountry': 'br' })).status).toBe(200);
  });

  it('refuses registration and says so to the page that asks, yet allows a request with no header', async () => {
    const anonymous = server.client();
    const asked = await anonymous.get('/api/user/allow-register', { 'cf-ipcountry': 'DE, US' });
    expect(asked.body).toEqual({ allowed: false, country: null });
    expectRestricted(
      await anonymous.post(
        '/api/user/register',
        { username: 'two_headers', password: PASSWORD },
        {
          'cf-ipcountry': 'BR, US',
        },
      ),
      'Registration is not available in your region.',
    );
    expect((await anonymous.get('/api/user/allow-register')).body).toEqual({ allowed: true, country: null });
  });
});
