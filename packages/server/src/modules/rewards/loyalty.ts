import {
  ATOM_DECIMALS,
  type Atoms,
  type ClaimResponse,
  ErrorCode,
  fromDecimalString,
  type LevelUpClaim,
  LOYALTY_RANKS,
  type RewardsStats,
  ranksEarned,
  TOP_RANK_ID,
  toDecimalString,
  usdText,
} from '@ante/core';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { Conflict, ValidationError } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import type { Auth } from '../../lib/session';
import { postTransfer } from '../ledger/post-transfer';
import { assertNotExcluded } from '../self-exclusion/assert-not-excluded';
import { requireSupportedCurrency, usdInCurrency } from '../wallet/currency-rules';
import type { RatesService } from '../wallet/rates/rates-service';
import { raiseWalletEvent } from '../wallet/wallet-event';
import { levelUpAmounts } from './level-up-amounts';
import { periodicBonusStats } from './periodic/periodic-bonus-stats';
import { heldRank, raiseRank } from './raise-rank';

/**
 * The loyalty programme as far as it goes (docs/rewards.md): ranks, xp and
 * level-up bonuses. The ladder and its maths are in core (loyalty/ranks.ts).
 *
 * - xp is `users.xp`, the USD value of every stake the player has placed, kept by a
 *   trigger on rounds (migration 0015) in the round's own transaction.
 * - `users.rank_id` (what chat and friends show) follows xp up once a stake has raised
 *   it (stake-rewards.ts), with a catch-up job behind (jobs.ts); it never goes down.
 *   The stats only read: they show the rank xp has reached even before it is recorded.
 * - Each rank reached earns its level-up bonus, in USD: a share of the house edge the
 *   stakes of the climb to it carried, at most the rank's stated bonus
 *   (level-up-amounts.ts). It is paid once in the currency the player picks, from the `rewards` account at the rate of the moment, cut to the
 *   currency's precision. The claim locks the player's row, then a row in
 *   `level_up_claims` (one per player and rank) and the ledger's idempotency key
 *   `level-up:<user>:<rank>` each make a second payment impossible.
 * - A player on a break or self-excluded cannot claim (we offer no bonuses then); what
 *   they earned waits for them.
 * - Rakeback is in rakeback/ (rakeback.md), added to these stats by the route.
 * - The weekly and monthly bonuses are in periodic/; their grants count here.
 */

export type LoyaltyDeps = { config: Config; rates: RatesService };

type LoyaltyStats = Pick<
  RewardsStats,
  | 'rankId'
  | 'xp'
  | 'availableLevelUp'
  | 'totalAvailableRewards'
  | 'availableWeekly'
  | 'availableMonthly'
  | 'weeklyBonus'
  | 'monthlyBonus'
> & { totalClaimed: Omit<RewardsStats['totalClaimed'], 'rakeback'> };

/** The loyalty fields of GET /rewards/stats. Reads only. */
export async function loyaltyStats(trx: Db, userId: string): Promise<LoyaltyStats> {
  const user = await trx
    .selectFrom('users')
    .select(['xp', 'rank_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const xp = fromDecimalString(user.xp);
  const rankId = heldRank(xp, user.rank_id);
  const claims = await trx
    .selectFrom('level_up_claims')
    .select(['level', 'usd'])
    .where('user_id', '=', userId)
    .execute();
  const claimed = new Set(claims.map((claim) => claim.level));
  const unclaimed = ranksEarned(rankId).filter((rank) => !claimed.has(rank.id));
  const amounts = await levelUpAmounts(
    trx,
    userId,
    unclaimed.map((rank) => rank.id),
  );
  const availableLevelUp: Record<string, string> = {};
  let available = 0n;
  for (const rank of unclaimed) {
    const amount = amounts.get(rank.id) ?? 0n;
    availableLevelUp[String(rank.id)] = toDecimalString(amount);
    available += amount;
  }
  const claimedUsd = claims.reduce((sum, claim) => sum + fromDecimalString(claim.usd), 0n);
  const periodic = await periodicBonusStats(trx, userId);
  return {
    rankId,
    xp: toDecimalString(xp),
    availableLevelUp,
    ...periodic.fields,
    totalAvailableRewards: toDecimalString(available + periodic.availableUsd),
    totalClaimed: { levelUp: toDecimalString(claimedUsd), ...periodic.claimed },
  };
}

/** POST /rewards/claim/level-up: pays a reached rank's bonus once. In the caller's transaction. */
export async function claimLevelUp(
  trx: Db,
  events: PendingEvents,
  deps: LoyaltyDeps,
  auth: Auth,
  input: LevelUpClaim,
): Promise<ClaimResponse> {
  const currency = requireSupportedCurrency(deps.config, input.currency);
  const rank = LOYALTY_RANKS[input.level];
  if (!rank || rank.id === 0) {
    throw new ValidationError(
      `level: there is no rank ${input.level} with a bonus (1 to ${TOP_RANK_ID})`,
      'level',
    );
  }
  assertNotExcluded(auth.user);
  const user = await trx
    .selectFrom('users')
    .select(['xp', 'rank_id'])
    .where('id', '=', auth.user.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const rankId = await raiseRank(trx, auth.user.id, fromDecimalString(user.xp), user.rank_id);
  if (rankId < rank.id) {
    const missing = fromDecimalString(rank.wagerRequirement) - fromDecimalString(user.xp);
    const more = toDecimalString(centsUp(missing));
    throw new Conflict(
      `You have not reached ${rank.name} yet: wager ${usdText(more)} more.`,
      ErrorCode.Conflict,
    ).naming(more);
  }
  const usd = (await levelUpAmounts(trx, auth.user.id, [rank.id])).get(rank.id) ?? 0n;
  const amount = usdInCurrency(deps.rates, usd, currency);
  if (amount <= 0n) {
    throw new ValidationError(`currency: the bonus is too small to pay in ${currency}`, 'currency');
  }
  const inserted = await trx
    .insertInto('level_up_claims')
    .values({
      user_id: auth.user.id,
      level: rank.id,
      currency,
      amount: toDecimalString(amount),
      usd: toDecimalString(usd),
    })
    .onConflict((oc) => oc.columns(['user_id', 'level']).doNothing())
    .returning('level')
    .executeTakeFirst();
  if (!inserted) throw new Conflict(`You have already claimed the ${rank.name} bonus.`, ErrorCode.Conflict);
  await postTransfer(trx, {
    code: 'level_up_bonus',
    from: { system: 'rewards' },
    to: { userId: auth.user.id, kind: 'main' },
    currency,
    amount,
    idempotencyKey: `level-up:${auth.user.id}:${rank.id}`,
    reference: `level_up:${auth.user.id}:${rank.id}`,
  });
  const balance = await raiseWalletEvent(trx, events, auth.user.id, currency);
  return { currency, amount: toDecimalString(amount), usd: toDecimalString(usd), balance };
}

/** Whole dollars and cents, rounded up: "wager $12.35 more" must be enough. */
function centsUp(atoms: Atoms): Atoms {
  const cent = 10n ** BigInt(ATOM_DECIMALS - 2);
  return ((atoms + cent - 1n) / cent) * cent;
}
