import { fromDecimalString, isCryptoCode, type PrizeEvent, toDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Bus } from '../../lib/bus/bus';
import type { Db } from '../../lib/db/database';
import { type PendingEvents, transactionWithEvents } from '../../lib/events';
import { postTransfer } from '../ledger/post-transfer';
import { usdInCurrency } from '../wallet/currency-rules';
import type { RatesService } from '../wallet/rates/rates-service';
import { raiseWalletEvent } from '../wallet/wallet-event';
import { mailAwayWinners, type PrizeMailDeps } from './mail-away-winners';
import { standingsPage } from './standings';

/**
 * How long after its end a competition waits to be paid: a bet whose transaction
 * began just before the end commits a moment later, and must count.
 */
export const PAYOUT_GRACE_MS = 30_000;

export type PayoutDeps = { db: Db; bus: Bus; rates: RatesService; prizeMail?: PrizeMailDeps };

/**
 * Pays every competition that ended at least PAYOUT_GRACE_MS before `now` and is not
 * paid or cancelled yet, each in a transaction of its own. Safe to run on every node
 * at once and to re-run: see payCompetition. Returns what it did, for the log.
 */
export async function payEndedCompetitions(
  deps: PayoutDeps,
  now = new Date(),
): Promise<{ competitions: number; prizes: number }> {
  const cutoff = new Date(now.getTime() - PAYOUT_GRACE_MS);
  const due = await deps.db
    .selectFrom('competitions')
    .select(['id', 'prize_currency'])
    .where('paid_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('ends_at', '<=', cutoff)
    .orderBy('ends_at', 'asc')
    .limit(20)
    .execute();
  const result = { competitions: 0, prizes: 0 };
  for (const { id, prize_currency: currency } of due) {
    // Prizes are USD amounts: without a fresh price of the prize currency a later run pays them.
    if (isCryptoCode(currency) && !deps.rates.isUsable(currency)) continue;
    const prizes = await transactionWithEvents(deps.db, deps.bus, (trx, events) =>
      payCompetition(trx, events, deps.rates, id, cutoff),
    );
    if (prizes === null) continue;
    // After the commit, and never undoing it: a mail that fails leaves the prize paid.
    if (deps.prizeMail) await mailAwayWinners(deps.db, deps.prizeMail, id);
    result.competitions += 1;
    result.prizes += prizes;
  }
  return result;
}

/**
 * Pays one competition's prizes, in the caller's transaction. The first statement
 * claims it (`paid_at` set only where it is still null): a second node, or a re-run,
 * waits on that row and then finds it paid, and pays nothing. Each prize is converted
 * from USD into the prize currency at the current rate, truncated to the currency's
 * precision, and moved from the `rewards` account under the idempotency key
 * `competition-prize:<id>:<place>`. Places nobody reached stay unpaid. Returns the
 * number of prizes paid, or null when the competition was not this call's to pay.
 */
export async function payCompetition(
  trx: Db,
  events: PendingEvents,
  rates: RatesService,
  id: string,
  cutoff: Date,
): Promise<number | null> {
  const claimed = await trx
    .updateTable('competitions')
    .set({ paid_at: sql`now()` })
    .where('id', '=', id)
    .where('paid_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('ends_at', '<=', cutoff)
    .returning(['prize_currency', 'name'])
    .executeTakeFirst();
  if (!claimed) return null;
  const currency = claimed.prize_currency;
  if (!isCryptoCode(currency)) throw new Error(`competition ${id} has an unknown prize currency ${currency}`);
  const places = await trx
    .selectFrom('competition_prizes')
    .select(['place', 'amount_usd'])
    .where('competition_id', '=', id)
    .orderBy('place', 'asc')
    .execute();
  const winners = await standingsPage(trx, id, 1, places.length);
  let paid = 0;
  for (const winner of winners) {
    const place = places.find((row) => row.place === winner.place);
    if (!place) continue;
    const amount = usdInCurrency(rates, fromDecimalString(place.amount_usd), currency);
    if (amount <= 0n) continue;
    await trx
      .updateTable('competition_prizes')
      .set({
        user_id: winner.userId,
        wagered_usd: winner.wagered,
        currency,
        amount: toDecimalString(amount),
        paid_at: sql`now()`,
      })
      .where('competition_id', '=', id)
      .where('place', '=', winner.place)
      .execute();
    await postTransfer(trx, {
      code: 'competition_prize',
      from: { system: 'rewards' },
      to: { userId: winner.userId, kind: 'main' },
      currency,
      amount,
      idempotencyKey: `competition-prize:${id}:${winner.place}`,
      reference: `competition:${id}`,
    });
    await raiseWalletEvent(trx, events, winner.userId, currency);
    events.toUser(winner.userId, 'prizes', {
      competitionId: id,
      competitionName: claimed.name,
      place: winner.place,
      currency,
      amount: toDecimalString(amount),
      amountUsd: toDecimalString(fromDecimalString(place.amount_usd)),
    } satisfies PrizeEvent);
    paid += 1;
  }
  return paid;
}
