import { type Atoms, ErrorCode, fromDecimalString, parseAmount, toDecimalString, usdText } from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { lockPlayerFor } from '../../lib/db/player-lock';
import { AppError } from '../../lib/errors';

/** A withdrawal refused until the account reaches `level` (403 VERIFICATION_REQUIRED). */
export class VerificationRequired extends AppError {
  constructor(
    readonly level: number,
    limit: { aboveUsd: Atoms; window: string; withdrawnUsd: Atoms },
  ) {
    const already =
      limit.withdrawnUsd > 0n
        ? ` You have withdrawn ${usdText(toDecimalString(limit.withdrawnUsd))} in the last ${limit.window}.`
        : '';
    super(
      403,
      ErrorCode.VerificationRequired,
      `Withdrawals above ${usdText(toDecimalString(limit.aboveUsd))} in ${limit.window} need verification level ${level}.${already} ` +
        `Verify your account to level ${level} in Settings → Verify, then try again.`,
      'amount',
    );
    this.naming(
      ...[limit.aboveUsd, ...(limit.withdrawnUsd > 0n ? [limit.withdrawnUsd] : [])].map(toDecimalString),
    );
  }
}

/** The withdrawals that count toward the rule: every one not cancelled or failed (refunded). */
export async function withdrawnUsd(trx: Db, userId: string, days: number): Promise<Atoms> {
  const row = await trx
    .selectFrom('withdrawals')
    .select(sql<string>`coalesce(sum(value_usd), 0)::text`.as('total'))
    .where('user_id', '=', userId)
    .where('status', 'not in', ['cancelled', 'failed'])
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirstOrThrow();
  return fromDecimalString(row.total);
}

/**
 * KYC_WITHDRAW_LEVEL_USD and KYC_WITHDRAW_30_DAYS_USD: when this withdrawal and the
 * player's others of the last 24 hours (or 30 days) together are worth more than the
 * rule's USD value, the account must be verified to the rule's level. Each withdrawal
 * counts at its USD value when it was asked for (`withdrawals.value_usd`), so a price
 * move changes nothing already used. The totals are read under a lock on the player
 * (`lockPlayerFor`), in the transaction that records the new withdrawal, so concurrent
 * withdrawals on any node take turns and cannot pass the threshold in pieces. The
 * level is read in the same transaction, so a level approved a moment ago counts.
 */
export async function assertWithdrawalAllowed(
  trx: Db,
  config: Config,
  userId: string,
  valueUsd: Atoms,
): Promise<void> {
  const rule = config.kycWithdrawRule;
  if (!rule) return;
  const user = await trx
    .selectFrom('users')
    .select('kyc_complete')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.kyc_complete >= rule.level) return;
  await lockPlayerFor(trx, 'withdrawal-total', userId);
  const windows = [{ days: 1, window: '24 hours', above: rule.aboveUsd }];
  if (rule.above30DaysUsd) windows.push({ days: 30, window: '30 days', above: rule.above30DaysUsd });
  for (const { days, window, above } of windows) {
    const aboveUsd = parseAmount(above, { decimals: 2, allowZero: true });
    const withdrawn = await withdrawnUsd(trx, userId, days);
    if (withdrawn + valueUsd > aboveUsd) {
      throw new VerificationRequired(rule.level, { aboveUsd, window, withdrawnUsd: withdrawn });
    }
  }
}

/**
 * Records that the account needs `level` (kycRequired, docs/product.md#what-the-screens-show), which shows the
 * verification badge in the profile menu until the level is sent. Called after a
 * refusal, outside the refused call's transaction, which was rolled back.
 */
export async function noteRequiredLevel(db: Db, userId: string, level: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ kyc_required: sql<number>`greatest(kyc_required, ${level}::smallint)` })
    .where('id', '=', userId)
    .execute();
}
