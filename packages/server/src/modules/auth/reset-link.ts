import { ErrorCode } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { AppError } from '../../lib/errors';

/**
 * A password reset link works once, for an hour. A player has one at a time
 * (`password_resets.user_id` is the key, migration 0027): asking again replaces it.
 */
export const RESET_LINK_TTL_MS = 3_600_000;

/** The link whose code hashes to `tokenHash`, refused when unknown, used or expired. `forUpdate` locks it in a transaction. */
export async function findLiveLink(db: Db, tokenHash: string, forUpdate = false) {
  let query = db
    .selectFrom('password_resets')
    .select(['user_id', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('token_hash', '=', tokenHash);
  if (forUpdate) query = query.forUpdate();
  const link = await query.executeTakeFirst();
  if (!link) throw linkError(ErrorCode.ResetLinkInvalid);
  if (link.used_at) throw linkError(ErrorCode.ResetLinkUsed);
  if (link.expired) throw linkError(ErrorCode.ResetLinkExpired);
  return link;
}

const LINK_MESSAGES: Record<string, string> = {
  [ErrorCode.ResetLinkInvalid]:
    'This reset link is not valid. If you asked for more than one, only the newest works: use it, or ask for a new link.',
  [ErrorCode.ResetLinkUsed]:
    'This reset link has been used already. Log in with your new password, or ask for a new link.',
  [ErrorCode.ResetLinkExpired]: 'This reset link has expired: links work for one hour. Ask for a new one.',
};

function linkError(code: string): AppError {
  return new AppError(400, code, LINK_MESSAGES[code] ?? 'This reset link is not valid.', 'token');
}
