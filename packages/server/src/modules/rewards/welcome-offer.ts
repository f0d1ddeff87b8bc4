import {
  divideByRate,
  ErrorCode,
  fromDecimalString,
  isCryptoCode,
  parseAmount,
  type RewardsStats,
  toDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { Conflict } from '../../lib/errors';
import type { Auth } from '../../lib/session';
import { assertNotExcluded } from '../self-exclusion/assert-not-excluded';
import type { RatesService } from '../wallet/rates/rates-service';
import { bonusCurrencies } from './rollovers/bonus-currencies';
import { countingTerms } from './rollovers/counting-terms';
import { lockPlayerRollovers } from './rollovers/one-per-currency';
import { rolloverState } from './rollovers/rollover-state';

/**
 * The welcome offer (docs/operating.md#welcome-offer-terms), a rollover bonus:
 *
 * - The player decides once, to take it or not (`POST /rewards/rollover-offer/confirm`);
 *   a second decision is a 409, and so is a decision while the operator has the offer
 *   off. A player on a break cannot take it (we offer no bonuses then).
 * - The first deposit credited after opting in, in a currency whose catalogue entry has
 *   `bonus` (BTC, ETH, USDT, USDC), earns the bonus: WELCOME_BONUS_PERCENT of it, worth
 *   at most WELCOME_BONUS_MAX_USD at the rate of the moment the bonus is recorded. The
 *   rollover is WELCOME_BONUS_ROLLOVER times deposit plus bonus, in that currency. The
 *   counting terms (WELCOME_BONUS_MAX_BET_USD, the pot's return) are fixed then too.
 * - Progress is the counted part of the stakes (base wager and any doubles, splits or
 *   insurance) of the player's rounds in that currency since the deposit was credited,
 *   finished or not: each game and setting counts by its rollover weight, stakes over
 *   the maximum not at all (rollover-progress.ts). At the defaults the offer costs the
 *   player on average in every game (README, "Welcome offer"); the start refuses terms
 *   under which it would not.
 * - Once the rollover is met within WELCOME_BONUS_DAYS the bonus is paid into the main
 *   balance, from the `rewards` account, exactly once (a conditional update and the
 *   ledger's idempotency key `welcome-bonus:<id>`; the mechanism every held-back bonus
 *   shares, rollovers/rollover-state.ts). Until then it is not money the player holds:
 *   nothing to withdraw or lose. Past the deadline it lapses.
 * - Its rollover is one of the player's, at most one per currency (rollovers/): a
 *   deposit made while another rollover holds its currency does not earn it.
 * - The bonus is recorded when the deposit is credited, and paid by the stake that meets
 *   the rollover, once that stake's round is recorded (stake-rewards.ts); a catch-up job
 *   does either if it was missed (jobs.ts). Reading the stats (`GET /rewards/stats`)
 *   never records or pays anything.
 */

const DAY_MS = 86_400_000;

export type WelcomeOfferDeps = { config: Config; rates: RatesService };

function offerTerms(config: Config): RewardsStats['welcomeOffer'] {
  const { percent, maxUsd, rollover, maxBetUsd, days } = config.welcomeBonus;
  if (percent === 0) return null;
  return {
    percent,
    maxUsd,
    rollover,
    days,
    currencies: bonusCurrencies(config),
    maxBetUsd,
    counting: countingTerms(),
  };
}

export async function decideWelcomeOffer(
  db: Db,
  deps: WelcomeOfferDeps,
  auth: Auth,
  optIn: boolean,
): Promise<void> {
  if (!offerTerms(deps.config))
    throw new Conflict('There is no welcome offer right now.', ErrorCode.Conflict);
  if (optIn) assertNotExcluded(auth.user);
  // Offers and codes ask whether the welcome offer is waiting for a deposit before they
  // start a rollover (rollovers/one-per-currency.ts): the same lock keeps the answer true.
  await lockPlayerRollovers(db, auth.user.id);
  const inserted = await db
    .insertInto('rollover_offers')
    .values({ user_id: auth.user.id, accepted: optIn })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!inserted) {
    throw new Conflict('You have already answered the welcome offer.', ErrorCode.Conflict);
  }
}

/** The player's welcome-offer fields of GET /rewards/stats. Reads only. */
export async function welcomeOfferStats(
  trx: Db,
  deps: WelcomeOfferDeps,
  userId: string,
): Promise<Pick<RewardsStats, 'welcomeOffer' | 'rolloverOffer' | 'rolloverBonus'>> {
  const decision = await trx
    .selectFrom('rollover_offers')
    .select(['accepted'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const bonus = await trx
    .selectFrom('rollover_bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('source', '=', 'welcome')
    .executeTakeFirst();
  return {
    welcomeOffer: offerTerms(deps.config),
    rolloverOffer: decision ? { accepted: decision.accepted } : null,
    rolloverBonus: bonus ? await rolloverState(trx, bonus, null) : null,
  };
}

/**
 * Records the welcome bonus the player's deposits have earned, when they took the offer
 * and it is not recorded yet. In the caller's transaction; a second call, or two at
 * once, record it once (a unique index).
 */
export async function recordWelcomeBonus(trx: Db, deps: WelcomeOfferDeps, userId: string): Promise<void> {
  const terms = offerTerms(deps.config);
  if (!terms) return;
  const decision = await trx
    .selectFrom('rollover_offers')
    .select(['accepted', 'decided_at'])
    .where('user_id', '=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rollover_bonuses')
            .select('id')
            .where('user_id', '=', userId)
            .where('source', '=', 'welcome'),
        ),
      ),
    )
    .executeTakeFirst();
  if (decision?.accepted) await recordBonus(trx, deps, userId, decision.decided_at, terms);
}

/**
 * Records the bonus of the first qualifying deposit credited since the decision, if any.
 * A deposit another rollover used does not qualify, nor one made while another rollover
 * (or a deposit offer waiting for its deposit) held its currency: one rollover per
 * currency (rollovers/one-per-currency.ts). Deposit offers record theirs first.
 */
async function recordBonus(
  trx: Db,
  deps: WelcomeOfferDeps,
  userId: string,
  decidedAt: Date,
  terms: NonNullable<RewardsStats['welcomeOffer']>,
): Promise<void> {
  if (terms.currencies.length === 0) return;
  const deposit = await trx
    .selectFrom('deposits')
    .select(['id', 'currency', 'amount', 'credited_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'credited')
    .where('credited_at', '>=', decidedAt)
    .where('currency', 'in', terms.currencies)
    .where(sql<boolean>`NOT EXISTS (
      SELECT 1 FROM rollover_bonuses b WHERE b.user_id = deposits.user_id AND (
        b.deposit_id = deposits.id
        OR (b.currency = deposits.currency AND b.starts_at <= deposits.credited_at
          AND b.expires_at > deposits.credited_at
          AND (b.completed_at IS NULL OR b.completed_at > deposits.credited_at))))`)
    .where(sql<boolean>`NOT EXISTS (
      SELECT 1 FROM reward_offer_claims c WHERE c.user_id = deposits.user_id
        AND c.currency = deposits.currency AND c.rollover_id IS NULL AND c.deposit_by IS NOT NULL
        AND c.claimed_at <= deposits.credited_at AND c.deposit_by > deposits.credited_at)`)
    .orderBy('credited_at', 'asc')
    .limit(1)
    .executeTakeFirst();
  if (!deposit?.credited_at || !isCryptoCode(deposit.currency)) return;
  // The cap is a USD amount: without a fresh price the catch-up job records the bonus later.
  if (!deps.rates.isUsable(deposit.currency)) return;
  const depositAtoms = fromDecimalString(deposit.amount);
  const byPercent = (depositAtoms * BigInt(terms.percent)) / 100n;
  const cap = divideByRate(parseAmount(terms.maxUsd), deps.rates.usdPrice(deposit.currency));
  const bonusAtoms = byPercent < cap ? byPercent : cap;
  if (bonusAtoms <= 0n) return;
  const requirement = (depositAtoms + bonusAtoms) * BigInt(terms.rollover);
  await trx
    .insertInto('rollover_bonuses')
    .values({
      user_id: userId,
      deposit_id: deposit.id,
      currency: deposit.currency,
      deposit_amount: deposit.amount,
      bonus_amount: toDecimalString(bonusAtoms),
      wager_requirement: toDecimalString(requirement),
      starts_at: deposit.credited_at,
      expires_at: new Date(deposit.credited_at.getTime() + terms.days * DAY_MS),
      max_bet_usd: terms.maxBetUsd,
    })
    .onConflict((oc) => oc.column('user_id').where('source', '=', 'welcome').doNothing())
    .execute();
}
