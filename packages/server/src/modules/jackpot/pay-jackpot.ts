import { type Atoms, type CryptoCode, type JackpotEvent, parseAmount, toDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Bus } from '../../lib/bus/bus';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { PendingEvents, transactionWithEvents } from '../../lib/events';
import { accountId } from '../ledger/accounts';
import { postTransfer } from '../ledger/post-transfer';
import { usdInCurrency } from '../wallet/currency-rules';
import type { RatesService } from '../wallet/rates/rates-service';
import { raiseWalletEvent } from '../wallet/wallet-event';
import { type DrawnRound, drawsJackpot, type JackpotRuntime } from './draw';
import { accrue, toCents, usdText } from './pot';

export interface JackpotDeps {
  config: Config;
  rates: RatesService;
  jackpot: JackpotRuntime;
}

/** What a draw after a settled round needs: the pot, and where to report a failure. */
export interface DrawDeps extends JackpotDeps {
  log: { error(details: object, message: string): void };
}

/** The settled round that drew a win. */
export interface WinningRound {
  id: string;
  userId: string;
  currency: CryptoCode;
}

export interface JackpotPayment {
  amountUsd: Atoms;
  amount: Atoms;
  /** The winner's main balance in the round's currency after the credit (wire form). */
  balance: string;
}

/**
 * Pays the pot to the player whose round drew a win, in the caller's transaction:
 *
 * 1. Locks the player's account, then the pot row: the order every path takes (a
 *    multi-step round holds the account already), so two wins never deadlock.
 * 2. A round wins only the pot its stake went into, the one it settled into: if the
 *    pot was won after the round settled (two rounds drawing wins at once), this draw
 *    is void. So two simultaneous wins never pay the same pot twice.
 * 3. Counts every contribution up to now into the pot, takes it to the cent, converts
 *    it to the round's currency at the current rate and credits it from the `jackpot`
 *    system account (which, like the house, may go negative: it is what the pot has
 *    cost). The idempotency key is the round's, so a round is paid at most once.
 * 4. Records the win, resets the pot to the seed, and queues the `jackpot` event
 *    (new amount, amount in USD, and the winner's id unless they play privately),
 *    the winner's own `jackpot_won` event and wallet event for after commit.
 *
 * Returns null when the draw is void.
 */
export async function payJackpot(
  trx: Db,
  events: PendingEvents,
  deps: JackpotDeps,
  round: WinningRound,
): Promise<JackpotPayment | null> {
  const playerAccount = await accountId(trx, { userId: round.userId, kind: 'main' }, round.currency);
  await sql`SELECT 1 FROM accounts WHERE id = ${playerAccount} FOR NO KEY UPDATE`.execute(trx);
  const { rows } = await sql<{ void: boolean }>`
    SELECT (p.won_at IS NOT NULL AND p.won_at >= coalesce(r.finished_at, r.created_at)) AS void
    FROM jackpot_pot p, rounds r WHERE p.id = 1 AND r.id = ${round.id}::uuid
    FOR UPDATE OF p`.execute(trx);
  if (!rows[0] || rows[0].void) return null;

  const pot = await accrue(trx, deps.jackpot, { skipLocked: false, minGapMs: 0 });
  if (!pot) return null;
  const amountUsd = toCents(pot.amountUsd);
  const amount = usdInCurrency(deps.rates, amountUsd, round.currency);
  if (amount <= 0n) return null;
  const applied = await postTransfer(trx, {
    code: 'jackpot',
    from: { system: 'jackpot' },
    to: { userId: round.userId, kind: 'main' },
    currency: round.currency,
    amount,
    idempotencyKey: `jackpot:${round.id}`,
    reference: `round:${round.id}`,
  });
  if (!applied) return null;
  await trx
    .insertInto('jackpot_wins')
    .values({
      round_id: round.id,
      user_id: round.userId,
      currency: round.currency,
      amount_usd: toDecimalString(amountUsd),
      amount: toDecimalString(amount),
      // The moment of the win itself, not the transaction's start: rounds placed before
      // it are void if they draw a win too (step 2).
      won_at: sql<Date>`clock_timestamp()`,
    })
    .execute();
  const seedUsd = deps.jackpot.terms.current().seedUsd;
  await trx
    .updateTable('jackpot_pot')
    .set({
      amount_usd: seedUsd,
      won_at: sql<Date>`(SELECT won_at FROM jackpot_wins WHERE round_id = ${round.id}::uuid)`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', 1)
    .execute();

  const winner = await trx
    .selectFrom('users')
    .select('private')
    .where('id', '=', round.userId)
    .executeTakeFirstOrThrow();
  const win = {
    newAmount: usdText(parseAmount(seedUsd)),
    winFiatAmount: usdText(amountUsd),
    winCurrency: round.currency,
    winAmount: toDecimalString(amount),
  };
  // The public feed names a winner by id only when they play publicly: an id of a
  // private player would turn into their name through the quickview. The winner
  // always hears of the win on a private feed of their own.
  const event: JackpotEvent = winner.private ? win : { ...win, winnerId: round.userId };
  events.toFeed('jackpot', event);
  events.toUser(round.userId, 'jackpot_won', win);
  const balance = await raiseWalletEvent(trx, events, round.userId, round.currency);
  return { amountUsd, amount, balance };
}

/**
 * Draws for a settled round. A draw that throws is no draw: the round has settled
 * already and must not fail because of the pot, so the failure is reported and the
 * round simply does not draw (no result existed, so there is nothing to owe).
 */
function safeDraw(deps: DrawDeps, round: WinningRound & DrawnRound): boolean {
  try {
    return drawsJackpot(deps.jackpot, round);
  } catch (error) {
    deps.log.error({ err: error, roundId: round.id }, 'jackpot draw failed; the round does not draw');
    return false;
  }
}

function reportUnpaidWin(deps: DrawDeps, round: WinningRound, error: unknown): void {
  deps.log.error(
    { err: error, roundId: round.id, userId: round.userId, currency: round.currency },
    'jackpot win drawn but not paid; the round stands without it',
  );
}

/**
 * The draw after a single-step round, whose bet statement has committed already: on
 * a win the pot is paid in a transaction of its own. Returns the winner's new balance
 * when they won, so the bet's answer shows it (null otherwise). The payment is tried
 * up to three times, since the win is the player's once drawn; `payJackpot` pays a
 * round at most once (ledger key `jackpot:<round>`), so a retry after an unclear
 * failure cannot pay twice.
 *
 * If the database keeps refusing, the bet's answer is still the bet's: it stood, and
 * a 500 would tell the player (and any client that retries) that it had not. The win
 * is reported to the error log with the round and the player, for the operator to
 * settle by hand; it is not retried later, because the pot moves on (other rounds
 * grow it, another win resets it, which voids this one) and a deferred payment could
 * not pay the pot this round drew. The same holds for multi-step rounds (drawWithinRound).
 */
export async function drawAfterRound(
  db: Db,
  bus: Bus,
  deps: DrawDeps,
  round: WinningRound & DrawnRound,
): Promise<string | null> {
  if (!safeDraw(deps, round)) return null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const paid = await transactionWithEvents(db, bus, (trx, events) =>
        payJackpot(trx, events, deps, round),
      );
      return paid?.balance ?? null;
    } catch (error) {
      if (attempt >= 3) {
        reportUnpaidWin(deps, round, error);
        return null;
      }
    }
  }
}

/**
 * The draw of a multi-step round, inside the transaction that settles it. The payment
 * runs under a savepoint: should it fail (a database error aborts everything after it
 * otherwise), only the payment is rolled back, and the round still settles, as with
 * drawAfterRound. Its events join the round's only once the payment has held.
 * Returns whether the pot was paid.
 */
export async function drawWithinRound(
  trx: Db,
  events: PendingEvents,
  deps: DrawDeps,
  round: WinningRound & DrawnRound,
): Promise<boolean> {
  if (!safeDraw(deps, round)) return false;
  const paymentEvents = new PendingEvents();
  await sql`SAVEPOINT jackpot_payment`.execute(trx);
  try {
    const paid = await payJackpot(trx, paymentEvents, deps, round);
    await sql`RELEASE SAVEPOINT jackpot_payment`.execute(trx);
    events.takeFrom(paymentEvents);
    return paid !== null;
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT jackpot_payment`.execute(trx);
    reportUnpaidWin(deps, round, error);
    return false;
  }
}
