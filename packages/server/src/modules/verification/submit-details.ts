import {
  ageProblem,
  countryName,
  ErrorCode,
  type VerificationLevel,
  type VerifyLevel1Details,
} from '@ante/core';
import type { Db } from '../../lib/db/database';
import { AppError, ValidationError } from '../../lib/errors';
import { assertCanSubmit, lockAccount, syncAccountLevels, verificationLevels } from './levels';

/**
 * Level 1: the player's name, date of birth and home address. Refused (and nothing
 * kept) when the player is under 18 today, or lives in a restricted territory (the
 * built-in list and RESTRICTED_TERRITORIES): the casino cannot take them as players,
 * so it cannot verify them either. Otherwise approved as sent, with no reviewer, unless
 * the operator asks staff to review level 1 (`review`, KYC_LEVEL1_REVIEW): the details
 * prove nothing a reviewer could check without a document, which level 2 brings.
 */
export async function submitDetails(
  trx: Db,
  deps: { isRestricted: (country: string) => boolean; review: boolean },
  userId: string,
  details: VerifyLevel1Details,
): Promise<VerificationLevel> {
  const age = ageProblem(details.dateOfBirth);
  if (age) throw new ValidationError(`${age}.`, 'dateOfBirth');
  if (deps.isRestricted(details.country)) {
    throw new AppError(
      403,
      ErrorCode.RestrictedRegion,
      `We cannot accept players who live in ${countryName(details.country)}, so this account cannot be verified.`,
      'country',
    );
  }
  await lockAccount(trx, userId);
  await assertCanSubmit(trx, userId, 1);
  await trx
    .insertInto('verification_submissions')
    .values({
      user_id: userId,
      level: 1,
      data: JSON.stringify(details),
      ...(deps.review ? {} : { status: 'approved' as const, reviewed_at: new Date() }),
    })
    .execute();
  await syncAccountLevels(trx, userId);
  const levels = await verificationLevels(trx, userId);
  return levels[0] as VerificationLevel;
}
