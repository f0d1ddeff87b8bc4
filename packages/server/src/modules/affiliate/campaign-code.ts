import { ErrorCode } from '@ante/core';
import { sql } from 'kysely';
import { type Db, uniqueViolation } from '../../lib/db/database';
import { Conflict } from '../../lib/errors';

/** The 409 for a code some campaign (its owner's or another's) has already, in any case. */
export function codeTaken(): Conflict {
  return new Conflict('That code is already taken. Please choose another.', ErrorCode.Conflict, 'code');
}

/**
 * Refuses a code another campaign than `exceptId` has, without regard to case: a
 * campaign may take its own code again in another case. This check gives the usual
 * answer; two players racing for one code are decided by the unique index itself
 * (`asCodeTaken`).
 */
export async function assertCodeFree(db: Db, code: string, exceptId?: string): Promise<void> {
  let query = db
    .selectFrom('affiliate_campaigns')
    .select('id')
    .where(sql`lower(code)`, '=', code.toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw codeTaken();
}

/** `error` as the same 409 when it is the code index's violation, else unchanged. */
export function asCodeTaken(error: unknown): unknown {
  return uniqueViolation(error) === 'affiliate_campaigns_code_key' ? codeTaken() : error;
}

/** The campaign with this code, without regard to case. */
export async function campaignByCode(db: Db, code: string) {
  return db
    .selectFrom('affiliate_campaigns')
    .select(['id', 'owner_id', 'code'])
    .where(sql`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
}
