import { CRYPTO_CURRENCIES, divideByRate, parseAmount, toDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { expectLedgerSound, fund, watchUser } from '../../test/wallet-helpers';
import { PAYOUT_GRACE_MS, payEndedCompetitions } from './pay-competitions';
import { betUsdt, createCompetition, endNow, staffClient } from './test-helpers';

/** Real server and database; the job is called directly, as the timer in jobs.ts does. */
let server: TestServer;
let staff: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const deps = () => ({
  db: server.context.database.db,
  bus: server.context.bus,
  rates: server.context.wallet.rates,
});
/** A moment at which a competition that has just ended is due. */
const afterGrace = () => new Date(Date.now() + PAYOUT_GRACE_MS + 1000);

async function fundedPlayer() {
  const player = await registerPlayer(server);
  await fund(server, player.userId, 'USDT', '1000');
  return player;
}

const balance = async (client: TestClient, currency: string) =>
  (await client.get('/api/wallet/balances')).body[currency] ?? '0';

/** The USD prize in the prize currency at the current rate, truncated to its precision. */
function expectedPrize(usd: string, currency: 'BTC' | 'USDT'): string {
  const atoms = divideByRate(parseAmount(usd), server.context.wallet.rates.price(currency, 'USD'));
  const step = 10n ** BigInt(18 - CRYPTO_CURRENCIES[currency].significantDigits);
  return toDecimalString((atoms / step) * step);
}

describe('competition payout', () => {
  it('pays each prize place once, in the prize currency, even when run twice at once and again', async () => {
    const competition = await createCompetition(staff, {
      prizes: ['500', '250', '100'],
      prizeCurrency: 'BTC',
    });
    const winner = await fundedPlayer();
    const runnerUp = await fundedPlayer();
    await betUsdt(winner.client, '40');
    await betUsdt(runnerUp.client, '20');
    const events = await watchUser(server, winner.userId);

    // Not due before the end, nor within the grace period after it.
    expect(await payEndedCompetitions(deps(), afterGrace())).toEqual({ competitions: 0, prizes: 0 });
    await endNow(server, competition.id);
    expect(await payEndedCompetitions(deps())).toEqual({ competitions: 0, prizes: 0 });

    const runs = await Promise.all([
      payEndedCompetitions(deps(), afterGrace()),
      payEndedCompetitions(deps(), afterGrace()),
    ]);
    expect(runs.reduce((sum, run) => sum + run.competitions, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.prizes, 0)).toBe(2); // third place: nobody, unpaid
    expect(await payEndedCompetitions(deps(), afterGrace())).toEqual({ competitions: 0, prizes: 0 });

    const first = expectedPrize('500', 'BTC');
    const second = expectedPrize('250', 'BTC');
    expect(await balance(winner.client, 'BTC')).toBe(first);
    expect(await balance(runnerUp.client, 'BTC')).toBe(second);
    const me = await winner.client.get(`/api/casino/competitions/${competition.id}/leaderboard/me`);
    expect(me.body).toMatchObject({
      place: 1,
      wagered: '40',
      prize: '500',
      paid: { currency: 'BTC', amount: first },
    });

    const transfers = await server.context.database.db
      .selectFrom('transfers')
      .select(['code', 'amount'])
      .where('reference', '=', `competition:${competition.id}`)
      .execute();
    expect(transfers).toHaveLength(2);
    expect(transfers.every((transfer) => transfer.code === 'competition_prize')).toBe(true);
    const prizes = await server.context.database.db
      .selectFrom('competition_prizes')
      .select(['place', 'user_id', 'paid_at'])
      .where('competition_id', '=', competition.id)
      .orderBy('place')
      .execute();
    expect(prizes.map((prize) => [prize.place, prize.user_id, prize.paid_at !== null])).toEqual([
      [1, winner.userId, true],
      [2, runnerUp.userId, true],
      [3, null, false],
    ]);
    const listed = await server.client().get('/api/casino/competitions');
    const shown = listed.body.competitions.find((c: { id: string }) => c.id === competition.id);
    expect(shown).toMatchObject({ status: 'ended', players: 2 });
    expect(shown.paidAt).not.toBeNull();
    await events.arrived({ feed: 'wallet', payload: { currency: 'BTC', balance: first } });
    await events.stop();

    const cancel = await staff.post(`/api/admin/competitions/${competition.id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('This competition has been paid and can no longer be cancelled.');
  });

  it('pays nothing for a cancelled competition, and USDT prizes at face value', async () => {
    const cancelled = await createCompetition(staff, { prizes: ['10'] });
    const paid = await createCompetition(staff, { prizes: ['12.34'] });
    const player = await fundedPlayer();
    await betUsdt(player.client, '3');
    expect((await staff.post(`/api/admin/competitions/${cancelled.id}/cancel`)).status).toBe(200);
    await endNow(server, cancelled.id);
    await endNow(server, paid.id);
    const before = await balance(player.client, 'USDT');
    const run = await payEndedCompetitions(deps(), afterGrace());
    expect(run).toEqual({ competitions: 1, prizes: 1 });
    const after = await balance(player.client, 'USDT');
    expect(parseAmount(after) - parseAmount(before)).toBe(parseAmount('12.34'));
  });

  it('tells each winner: a notice on their open page, and an e-mail when they are away and not on a break', async () => {
    const inbox = await startSmtpInbox();
    const mailer = createMailer({ smtpUrl: inbox.url, mailFrom: 'casino@example.test' });
    try {
      const competition = await createCompetition(staff, { name: 'Night race', prizes: ['10', '5', '1'] });
      const away = await fundedPlayer();
      const online = await fundedPlayer();
      const resting = await fundedPlayer();
      const db = server.context.database.db;
      for (const player of [away, online, resting]) {
        await db
          .updateTable('users')
          .set({ email: `${player.userId}@example.test`, email_verified_at: new Date() })
          .where('id', '=', player.userId)
          .execute();
      }
      await betUsdt(away.client, '4');
      await betUsdt(online.client, '2');
      await betUsdt(resting.client, '1');
      // Last seen an hour ago: away, by the rule friends' presence uses.
      await db
        .updateTable('users')
        .set({ last_seen_at: new Date(Date.now() - 3_600_000) })
        .where('id', 'in', [away.userId, resting.userId])
        .execute();
      // Away too, but on a time-out since: paid, and not mailed to come back.
      await db
        .updateTable('users')
        .set({ excluded_until: new Date(Date.now() + 86_400_000), exclusion_kind: 'time-out' })
        .where('id', '=', resting.userId)
        .execute();
      const notices = await watchUser(server, online.userId);
      await endNow(server, competition.id);

      const prizeMail = { mailer, log: server.app.log, siteUrl: 'https://casino.example' };
      expect(await payEndedCompetitions({ ...deps(), prizeMail }, afterGrace())).toEqual({
        competitions: 1,
        prizes: 3,
      });
      await notices.arrived({
        feed: 'prizes',
        payload: {
          competitionId: competition.id,
          competitionName: 'Night race',
          place: 2,
          currency: 'USDT',
          amount: '5',
          amountUsd: '5',
        },
      });
      await notices.stop();
      const restingPrize = await db
        .selectFrom('competition_prizes')
        .select('paid_at')
        .where('competition_id', '=', competition.id)
        .where('user_id', '=', resting.userId)
        .executeTakeFirstOrThrow();
      expect(restingPrize.paid_at).not.toBeNull();
      // One e-mail, to the winner who was away; the one online saw the notice, and the one
      // on a break finds the prize in their account.
      expect(inbox.messages).toHaveLength(1);
      // Quoted-printable: its soft line breaks undone.
      const mail = inbox.messages[0]?.replace(/=\r?\n/g, '');
      expect(mail).toContain(`To: ${away.userId}@example.test`);
      expect(mail).toContain('You won a prize in Night race');
      expect(mail).toContain('place 1 of Night race and won 10.00 USDT ($10.00)');
    } finally {
      mailer.close();
      await inbox.close();
    }
  });
});
