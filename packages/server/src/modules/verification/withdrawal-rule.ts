import { type Atoms, ErrorCode, formatFiat, parseAmount } from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { AppError } from '../../lib/errors';

/** A withdrawal refused until the account reaches `level` (403 VERIFICATION_REQUIRED). */
export class VerificationRequired extends AppError {
  constructor(
    readonly level: number,
    aboveUsd: Atoms,
  ) {
    super(
      403,
      ErrorCode.VerificationRequired,
      `Withdrawals above $${formatFiat(aboveUsd)} need verification level ${level}. ` +
        `Verify your account to level ${level} in Settings → Verify, then try again.`,
      'amount',
    );
  }
}

/**
 * KYC_WITHDRAW_LEVEL_USD: a withdrawal worth more than the rule's USD value needs the
 * account verified to the rule's level. Read in the withdrawal's transaction, so a
 * level approved a moment ago counts.
 */
export async function assertWithdrawalAllowed(
  trx: Db,
  config: Config,
  userId: string,
  valueUsd: Atoms,
): Promise<void> {
  const rule = config.kycWithdrawRule;
  if (!rule) return;
  const aboveUsd = parseAmount(rule.aboveUsd, { decimals: 2, allowZero: true });
  if (valueUsd <= aboveUsd) return;
  const user = await trx
    .selectFrom('users')
    .select('kyc_complete')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.kyc_complete < rule.level) throw new VerificationRequired(rule.level, aboveUsd);
}

/**
 * Records that the account needs `level` (spec section 3, kycRequired), which shows the
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
