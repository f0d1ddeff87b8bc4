import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { expectLedgerSound } from '../../test/wallet-helpers';
import {
  bet,
  breakLink as breakLinkOf,
  DAY_MS,
  type VerifiedPlayer,
  verifiedPlayer as verifiedPlayerOf,
} from './test-helpers';

let smtp: SmtpInbox;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://casino.test' } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

const verifiedPlayer = () => verifiedPlayerOf(server, smtp);
const breakLink = (player: VerifiedPlayer) => breakLinkOf(smtp, player);

describe('breaks and self-exclusion', () => {
  it('mails a link; the chosen break stops bets, deposits and tips, but not withdrawals', async () => {
    const player = await verifiedPlayer();
    const friend = await registerPlayer(server);
    const token = await breakLink(player);
    const message = smtp.messages.find((raw) => raw.replace(/=\r?\n/g, '').includes(token)) ?? '';
    expect(message.replace(/=\r?\n/g, '')).toContain(
      'http://casino.test/?action=3Dupdate-exclusion&token=3D',
    );

    const before = Date.now();
    const started = await server.client().post('/api/user/exclude/update', { token, timeframe: 'week' });
    expect(started.status).toBe(200);
    expect(started.body.exclusion).toMatchObject({ permanent: false, kind: 'time-out', state: 'running' });
    const until = Date.parse(started.body.exclusion.until);
    expect(until - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);
    expect((await player.client.get('/api/user/me')).body.user.exclusion).toEqual(started.body.exclusion);

    const refusedBet = await player.client.post('/api/play/dice/bet', bet);
    expect(refusedBet.status).toBe(403);
    expect(refusedBet.body.code).toBe('SELF_EXCLUDED');
    expect(refusedBet.body.message).toMatch(
      /^Your account is on a time-out until .+ UTC\. You can still withdraw/,
    );
    const mines = await player.client.post('/api/play/mines/bet', { ...bet, params: { mines: 3 } });
    expect(mines.status).toBe(403);
    expect((await player.client.post('/api/wallet/deposit', { currency: 'BTC' })).body.code).toBe(
      'SELF_EXCLUDED',
    );
    const tip = await player.client.post('/api/wallet/tip/send', {
      username: friend.username,
      currency: 'BTC',
      amount: '0.1',
    });
    expect(tip.status).toBe(403);
    expect((await player.client.get('/api/wallet/balances')).body.BTC).toBe('1');
    expect((await player.client.get('/api/feeds/my-bets')).body.bets).toHaveLength(0);

    const withdrawal = await player.client.post('/api/wallet/withdraw', {
      currency: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      amount: '0.5',
    });
    expect(withdrawal.status).toBe(200);
    await expectLedgerSound(server);
  });

  it('lets a player finish a round opened before the break', async () => {
    const player = await verifiedPlayer();
    const start = await player.client.post('/api/play/mines/bet', { ...bet, params: { mines: 3 } });
    expect(start.status).toBe(200);
    const token = await breakLink(player);
    expect((await server.client().post('/api/user/exclude/update', { token, timeframe: 'day' })).status).toBe(
      200,
    );
    const roundId = start.body.round.id;
    // Revealing a tile of the open round is allowed (a gem or a mine, the round goes on or ends).
    const reveal = await player.client.post('/api/play/mines/next', { roundId, action: 'reveal', tile: 0 });
    expect(reveal.status).toBe(200);
    expect(reveal.body.round.id).toBe(roundId);
    await expectLedgerSound(server);
  });

  it('lengthens a break but never shortens it; a link works once; permanent is for good', async () => {
    const player = await verifiedPlayer();
    const first = await breakLink(player);
    expect(
      (await server.client().post('/api/user/exclude/update', { token: first, timeframe: 'six-weeks' }))
        .status,
    ).toBe(200);
    const again = await server.client().post('/api/user/exclude/update', { token: first, timeframe: 'year' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link is invalid or has expired.');

    // The rate limit allows one link a minute; an older request stands in for the wait.
    await server.context.database.db
      .updateTable('exclusion_requests')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .where('user_id', '=', player.userId)
      .execute();
    const second = await breakLink(player);
    const shorter = await server
      .client()
      .post('/api/user/exclude/update', { token: second, timeframe: 'week' });
    expect(shorter.status).toBe(409);
    expect(shorter.body.message).toMatch(
      /^Your break already lasts until .+\. It can be made longer, never shorter\.$/,
    );
    // The refused choice left the link usable for a longer one.
    const forever = await server
      .client()
      .post('/api/user/exclude/update', { token: second, timeframe: 'permanent' });
    expect(forever.status).toBe(200);
    expect(forever.body.exclusion).toEqual({
      until: null,
      permanent: true,
      kind: 'self-exclusion',
      state: 'running',
      reopensAt: null,
    });
    const refused = await player.client.post('/api/play/dice/bet', bet);
    expect(refused.body.message).toBe(
      'Your account is self-excluded permanently. You can still withdraw your balance.',
    );
    const reopen = await player.client.post('/api/user/exclude/reopen', {});
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe('A permanent self-exclusion cannot be reversed.');
  });

  it('a time-out is over once its time has passed', async () => {
    const player = await verifiedPlayer();
    const token = await breakLink(player);
    await server.client().post('/api/user/exclude/update', { token, timeframe: 'day' });
    await server.context.database.db
      .updateTable('users')
      .set({ excluded_until: new Date(Date.now() - 1000) })
      .where('id', '=', player.userId)
      .execute();
    expect((await player.client.get('/api/user/me')).body.user.exclusion).toBeNull();
    expect((await player.client.post('/api/play/dice/bet', bet)).status).toBe(200);
  });

  it('needs a verified e-mail, a login, a valid link and timeframe, and one link a minute', async () => {
    const anonymous = server.client();
    expect((await anonymous.post('/api/user/exclude/init', {})).status).toBe(401);
    const { client } = await registerPlayer(server);
    const noEmail = await client.post('/api/user/exclude/init', {});
    expect(noEmail.status).toBe(409);
    expect(noEmail.body.message).toBe(
      'Add and verify an e-mail first: the link that confirms a break is sent there.',
    );
    expect((await client.post('/api/user/exclude/init', { otp: '12' })).status).toBe(400);
    expect((await client.post('/api/user/exclude/init', { extra: true })).status).toBe(400);

    const player = await verifiedPlayer();
    const token = await breakLink(player);
    expect((await player.client.post('/api/user/exclude/init', {})).status).toBe(429);
    for (const body of [
      {},
      { token },
      { token, timeframe: 'forever' },
      { token: 'short', timeframe: 'day' },
      { token: 'z'.repeat(64), timeframe: 'day' },
      { token, timeframe: 'day', extra: 1 },
    ]) {
      expect((await anonymous.post('/api/user/exclude/update', body)).status).toBe(400);
    }
    const unknown = await anonymous.post('/api/user/exclude/update', {
      token: 'a'.repeat(64),
      timeframe: 'day',
    });
    expect(unknown.status).toBe(400);
    // None of that started a break.
    expect((await player.client.get('/api/user/me')).body.user.exclusion).toBeNull();
  });
});
