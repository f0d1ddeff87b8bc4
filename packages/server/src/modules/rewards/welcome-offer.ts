import {
  bestShares,
  CRYPTO_CODES,
  CRYPTO_CURRENCIES,
  type CryptoCode,
  divideByRate,
  ErrorCode,
  fromDecimalString,
  isCryptoCode,
  otherReturnBound,
  parseAmount,
  potReturnBound,
  type RewardsStats,
  type RolloverBonus,
  sharePercent,
  toDecimalString,
} from '@ante/core';
import { type Selectable, sql } from 'kysely';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import type { RolloverBonusesTable } from '../../lib/db/schema';
import { Conflict } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import type { Auth } from '../../lib/session';
import { postTransfer } from '../ledger/post-transfer';
import { assertNotExcluded } from '../users/self-exclusion';
import type { RatesService } from '../wallet/rates/rates-service';
import { raiseWalletEvent } from '../wallet/wallet-event';
import { rolloverProgress } from './rollover-progress';

/**
 * The welcome offer (spec sections 1, 3, 4 and 7), a rollover bonus:
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
 *   ledger's idempotency key `welcome-bonus:<id>`). Until then it is not money the
 *   player holds: nothing to withdraw or lose. Past the deadline it lapses.
 * - Both steps run when the player's stats are read (`GET /rewards/stats`), which the
 *   browser does on load and after every settled bet while a bonus is open, so no job
 *   is needed; a bonus met while the player is away is paid on their next visit.
 */

const DAY_MS = 86_400_000;

export type WelcomeOfferDeps = { config: Config; rates: RatesService };

/** The currencies whose deposits qualify, among those this casino supports. */
function qualifyingCurrencies(config: Config): CryptoCode[] {
  return CRYPTO_CODES.filter(
    (code) => CRYPTO_CURRENCIES[code].bonus && config.supportedCurrencies.includes(code),
  );
}

/** The pot's return per dollar staked on these settings, as stored with a bonus (18 decimals, rounded up). */
function potReturnText(config: Config): string {
  const bound = potReturnBound(config.jackpot);
  return toDecimalString((bound.n * 10n ** 18n + bound.d - 1n) / bound.d);
}

function offerTerms(config: Config): RewardsStats['welcomeOffer'] {
  const { percent, maxUsd, rollover, maxBetUsd, days } = config.welcomeBonus;
  if (percent === 0) return null;
  const otherReturn = otherReturnBound(potReturnBound(config.jackpot));
  return {
    percent,
    maxUsd,
    rollover,
    days,
    currencies: qualifyingCurrencies(config),
    maxBetUsd,
    counting: bestShares({ otherReturn }).map(({ game, share }) => ({ game, percent: sharePercent(share) })),
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

type BonusRow = Selectable<RolloverBonusesTable>;

/**
 * The player's welcome-offer stats, after recording a bonus their deposit has earned
 * and paying one whose rollover is met (see above). Runs in one transaction.
 */
export async function welcomeOfferStats(
  trx: Db,
  events: PendingEvents,
  deps: WelcomeOfferDeps,
  userId: string,
): Promise<Pick<RewardsStats, 'welcomeOffer' | 'rolloverOffer' | 'rolloverBonus'>> {
  const welcomeOffer = offerTerms(deps.config);
  const decision = await trx
    .selectFrom('rollover_offers')
    .select(['accepted', 'decided_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  let bonus = await trx
    .selectFrom('rollover_bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('source', '=', 'welcome')
    .executeTakeFirst();
  if (!bonus && decision?.accepted && welcomeOffer) {
    bonus = await recordBonus(trx, deps, userId, decision.decided_at, welcomeOffer);
  }
  const rolloverBonus = bonus ? await progressOf(trx, events, userId, bonus) : null;
  return {
    welcomeOffer,
    rolloverOffer: decision ? { accepted: decision.accepted } : null,
    rolloverBonus,
  };
}

/** Records the bonus of the first qualifying deposit credited since the decision, if any. */
async function recordBonus(
  trx: Db,
  deps: WelcomeOfferDeps,
  userId: string,
  decidedAt: Date,
  terms: NonNullable<RewardsStats['welcomeOffer']>,
): Promise<BonusRow | undefined> {
  if (terms.currencies.length === 0) return undefined;
  const deposit = await trx
    .selectFrom('deposits')
    .select(['id', 'currency', 'amount', 'credited_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'credited')
    .where('credited_at', '>=', decidedAt)
    .where('currency', 'in', terms.currencies)
    .orderBy('credited_at', 'asc')
    .limit(1)
    .executeTakeFirst();
  if (!deposit?.credited_at || !isCryptoCode(deposit.currency)) return undefined;
  // The cap is a USD amount: without a fresh price the bonus is recorded on a later read.
  if (!deps.rates.isUsable(deposit.currency)) return undefined;
  const depositAtoms = fromDecimalString(deposit.amount);
  const byPercent = (depositAtoms * BigInt(terms.percent)) / 100n;
  const cap = divideByRate(parseAmount(terms.maxUsd), deps.rates.usdPrice(deposit.currency));
  const bonusAtoms = byPercent < cap ? byPercent : cap;
  if (bonusAtoms <= 0n) return undefined;
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
      pot_return: potReturnText(deps.config),
    })
    .onConflict((oc) => oc.column('user_id').where('source', '=', 'welcome').doNothing())
    .execute();
  return trx
    .selectFrom('rollover_bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('source', '=', 'welcome')
    .executeTakeFirst();
}

/** How far the rollover has come; pays the bonus once when it is met in time. */
async function progressOf(
  trx: Db,
  events: PendingEvents,
  userId: string,
  bonus: BonusRow,
): Promise<RolloverBonus> {
  const played = await rolloverProgress(trx, userId, bonus);
  const wagered = played.counted;
  const requirement = fromDecimalString(bonus.wager_requirement);
  let completedAt = bonus.completed_at;
  let paidNow = false;
  if (!completedAt && wagered >= requirement && Date.now() < bonus.expires_at.getTime()) {
    ({ completedAt, paidNow } = await payBonus(trx, events, userId, bonus));
  }
  const status = completedAt ? 'completed' : Date.now() >= bonus.expires_at.getTime() ? 'expired' : 'active';
  const progress: RolloverBonus = {
    id: bonus.id,
    source: 'welcome',
    name: null,
    currency: bonus.currency,
    deposit: toDecimalString(fromDecimalString(bonus.deposit_amount)),
    bonus: toDecimalString(fromDecimalString(bonus.bonus_amount)),
    activeRounds: played.rounds,
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
    wagered: toDecimalString(wagered < requirement ? wagered : requirement),
    wagerRequirement: toDecimalString(requirement),
    completed: completedAt !== null,
    status,
    expiresAt: bonus.expires_at.toISOString(),
  };
  // The player's other tabs and devices learn of the payment on the rollover_progress feed.
  if (paidNow) events.toUser(userId, 'rollover_progress', progress);
  return progress;
}

/** One conditional update decides who pays; the ledger key makes a second payment impossible too. */
async function payBonus(
  trx: Db,
  events: PendingEvents,
  userId: string,
  bonus: BonusRow,
): Promise<{ completedAt: Date | null; paidNow: boolean }> {
  const claimed = await trx
    .updateTable('rollover_bonuses')
    .set({ completed_at: sql`now()` })
    .where('id', '=', bonus.id)
    .where('completed_at', 'is', null)
    .returning('completed_at')
    .executeTakeFirst();
  if (!claimed) {
    const row = await trx
      .selectFrom('rollover_bonuses')
      .select('completed_at')
      .where('id', '=', bonus.id)
      .executeTakeFirstOrThrow();
    return { completedAt: row.completed_at, paidNow: false };
  }
  await postTransfer(trx, {
    code: 'bonus',
    from: { system: 'rewards' },
    to: { userId, kind: 'main' },
    currency: bonus.currency,
    amount: fromDecimalString(bonus.bonus_amount),
    idempotencyKey: `welcome-bonus:${bonus.id}`,
    reference: `rollover_bonus:${bonus.id}`,
  });
  await raiseWalletEvent(trx, events, userId, bonus.currency);
  return { completedAt: claimed.completed_at, paidNow: true };
}
