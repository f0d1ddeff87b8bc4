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
 * Level 1: the player's name, date of birth and home address, kept for review. Refused
 * (and nothing kept) when the player is under 18 today, or lives in a restricted
 * territory (the built-in list and RESTRICTED_TERRITORIES): the casino cannot take
 * them as players, so it cannot verify them either.
 */
export async function submitDetails(
  trx: Db,
  deps: { isRestricted: (country: string) => boolean },
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
    .values({ user_id: userId, level: 1, data: JSON.stringify(details) })
    .execute();
  await syncAccountLevels(trx, userId);
  const levels = await verificationLevels(trx, userId);
  return levels[0] as VerificationLevel;
}
