import { ErrorCode, type Exclusion, REOPEN_COOLING_OFF_MS } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { Conflict } from '../../lib/errors';
import { describeUntil, EXCLUSION_COLUMNS, exclusionOf } from './exclusion-of';

/**
 * The player confirms that their ended self-exclusion may end: the account reopens
 * REOPEN_COOLING_OFF_MS (24 hours) later, so that coming back is a considered step
 * rather than an impulse at the moment the exclusion runs out. Confirming again keeps
 * the first time. Anything else is a 409 that says why: a self-exclusion still running,
 * a permanent one, a time-out (it ends by itself), or no break at all. The row is
 * locked so that a double click sets one time.
 */
export async function reopenAccount(db: Db, userId: string): Promise<Exclusion> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(EXCLUSION_COLUMNS)
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const now = new Date();
    const exclusion = exclusionOf(user, now);
    if (!exclusion) throw new Conflict('Your account is not on a break: it is open.', ErrorCode.Conflict);
    if (exclusion.permanent) {
      throw new Conflict('A permanent self-exclusion cannot be reversed.', ErrorCode.Conflict);
    }
    if (exclusion.kind === 'time-out') {
      throw new Conflict(
        `Your time-out ends by itself ${describeUntil(exclusion)}; there is nothing to confirm.`,
        ErrorCode.Conflict,
      );
    }
    if (exclusion.state === 'running') {
      throw new Conflict(
        `Your self-exclusion lasts ${describeUntil(exclusion)}. You can ask to reopen your account once it has ended.`,
        ErrorCode.Conflict,
      );
    }
    if (exclusion.state === 'reopening') return exclusion;
    const reopensAt = new Date(now.getTime() + REOPEN_COOLING_OFF_MS);
    await trx.updateTable('users').set({ reopens_at: reopensAt }).where('id', '=', userId).execute();
    return { ...exclusion, state: 'reopening', reopensAt: reopensAt.toISOString() };
  });
}
