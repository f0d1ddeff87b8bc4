import { ErrorCode } from '@ante/core';
import { uniqueViolation } from '../../lib/db/database';
import { Conflict } from '../../lib/errors';

/**
 * The indexes whose violation, when an account is created, means its username is taken:
 * the usernames' own, and the campaign codes', because the trigger that gives every new
 * account its default campaign uses the username as that campaign's code (migration
 * 0037), so a username some campaign already has as its code cannot be had either.
 */
const USERNAME_INDEXES = new Set(['users_username_lower_key', 'affiliate_campaigns_code_key']);

/** The 409 an account creation answers when `error` says its username is taken, else null. */
export function usernameTaken(error: unknown): Conflict | null {
  const constraint = uniqueViolation(error);
  if (constraint === null || !USERNAME_INDEXES.has(constraint)) return null;
  return new Conflict('That username is already taken.', ErrorCode.UsernameTaken, 'username');
}
