import { fromDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePlayer, type Player } from '../../test/chat-gift-helpers';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { codeAt, enableTwoFactor } from '../../test/totp-helpers';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * Money sent to another player leaves the sender for good, as a withdrawal does, so
 * once the sender has two-factor on every such call needs a code (require-totp.ts):
 * a tip from the Cashier, a tip from chat (`/tip`) and rain. Real HTTP, database and
 * bus; codes are made with the server's own library.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

/** A sender with 100 USDT and two-factor on, and whom they send to. */
async function senderWithTwoFactor() {
  const sender = await registerPlayer(server);
  await fund(server, sender.userId, 'USDT', '100');
  const secret = await enableTwoFactor(sender.client);
  return { sender, secret };
}

type Send = (sender: Player, totpCode?: string) => Promise<{ status: number; body: any }>;

/**
 * The four answers every call that pays another player gives: no code (403, nothing
 * moves), a wrong code (400), the right code (200, paid), the same code again (400,
 * already used, nothing moves).
 */
async function expectGuarded(send: Send, paid: string) {
  const { sender, secret } = await senderWithTwoFactor();
  const missing = await send(sender);
  expect(missing.status).toBe(403);
  expect(missing.body).toMatchObject({ code: 'TOTP_REQUIRED', field: 'totpCode' });
  const wrong = await send(sender, codeAt(secret, 5));
  expect(wrong.status).toBe(400);
  expect(wrong.body).toMatchObject({ code: 'WRONG_TOTP_CODE', message: 'The two-factor code is incorrect.' });
  expect(await balanceOf(sender.client, 'USDT')).toBe('100');

  const code = codeAt(secret);
  const right = await send(sender, code);
  expect(right.status, JSON.stringify(right.body)).toBe(200);
  expect(await balanceOf(sender.client, 'USDT')).toBe(paid);
  const replayed = await send(sender, code);
  expect(replayed.status).toBe(400);
  expect(replayed.body).toMatchObject({
    code: 'WRONG_TOTP_CODE',
    message: 'This code was used already. Wait for the next one.',
  });
  expect(await balanceOf(sender.client, 'USDT')).toBe(paid);
}

describe('two-factor on money sent to another player', () => {
  it('guards a tip from the Cashier', async () => {
    const friend = await registerPlayer(server);
    await expectGuarded(
      (sender, totpCode) =>
        sender.client.post('/api/wallet/tip/send', {
          username: friend.username,
          currency: 'USDT',
          amount: '10',
          totpCode,
        }),
      '90',
    );
    expect(await balanceOf(friend.client, 'USDT')).toBe('10');
  });

  it('guards a tip sent from chat, which posts no notice until the code is right', async () => {
    const friend = await registerPlayer(server);
    await expectGuarded(
      (sender, totpCode) =>
        sender.client.post('/api/wallet/tip/send', {
          username: friend.username,
          currency: 'USDT',
          amount: '5',
          chat: { region: 'EN', showInRoom: true },
          totpCode,
        }),
      '95',
    );
    expect(await balanceOf(friend.client, 'USDT')).toBe('5');
  });

  it('guards rain', async () => {
    const catchers = [
      await activePlayer(server, { region: 'en' }),
      await activePlayer(server, { region: 'en' }),
    ];
    // Each kept what their dice bet returned.
    const before = await Promise.all(catchers.map((catcher) => balanceOf(catcher.client, 'USDT')));
    await expectGuarded(
      (sender, totpCode) =>
        sender.client.post('/api/feeds/chat/en/rain', {
          currency: 'USDT',
          amount: '4',
          recipients: 2,
          totpCode,
        }),
      '96',
    );
    const after = await Promise.all(catchers.map((catcher) => balanceOf(catcher.client, 'USDT')));
    expect(
      after.map((balance, index) => fromDecimalString(balance) - fromDecimalString(before[index] ?? '')),
    ).toEqual([fromDecimalString('2'), fromDecimalString('2')]);
  });

  it('asks nothing of a sender without two-factor, and ignores a code sent anyway', async () => {
    const sender = await registerPlayer(server);
    const friend = await registerPlayer(server);
    await fund(server, sender.userId, 'USDT', '10');
    const body = { username: friend.username, currency: 'USDT', amount: '1' };
    expect((await sender.client.post('/api/wallet/tip/send', body)).status).toBe(200);
    expect((await sender.client.post('/api/wallet/tip/send', { ...body, totpCode: '000000' })).status).toBe(
      200,
    );
    expect(await balanceOf(friend.client, 'USDT')).toBe('2');
  });

  it('answers 400 to a code that is not six digits, naming the field', async () => {
    const { sender } = await senderWithTwoFactor();
    const friend = await registerPlayer(server);
    const bad = await sender.client.post('/api/wallet/tip/send', {
      username: friend.username,
      currency: 'USDT',
      amount: '1',
      totpCode: 'abc',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('totpCode');
    expect(await balanceOf(sender.client, 'USDT')).toBe('100');
  });
});
