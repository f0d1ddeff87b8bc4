import { ErrorCode, EXCLUSION_TIMEFRAMES, type Exclusion, type ExclusionTimeframe } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { Conflict, ValidationError } from '../../lib/errors';
import { hashLinkCode } from '../users/link-code';
import { describeUntil, EXCLUSION_COLUMNS, exclusionOf } from './exclusion-of';

const DAY_MS = 86_400_000;

/**
 * Starts (or lengthens) the break a link was sent for; the link's code is the proof,
 * so no login is needed. A break can be made longer, never shorter: a choice ending
 * before the one in force is a 409 and leaves the link usable for a longer choice.
 * One transaction locks the link, so a link clicked twice at once is used once; a
 * refusal leaves it unused.
 *
 * A new break made during a self-exclusion, running or ended but not reopened, stays a
 * self-exclusion whatever length is chosen: a short time-out must not become a way round
 * the confirmation and cooling-off its end asks for. Any reopening under way is undone.
 */
export async function applyExclusion(
  db: Db,
  code: string,
  timeframe: ExclusionTimeframe,
): Promise<Exclusion> {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('exclusion_requests')
      .select(['id', 'user_id'])
      .where('code_hash', '=', hashLinkCode(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .forUpdate()
      .executeTakeFirst();
    if (!request) throw new ValidationError('This link is invalid or has expired.', 'token');
    const user = await trx
      .selectFrom('users')
      .select(EXCLUSION_COLUMNS)
      .where('id', '=', request.user_id)
      .forUpdate()
      .executeTakeFirstOrThrow();

    const now = new Date();
    const current = exclusionOf(user, now);
    const choice = EXCLUSION_TIMEFRAMES.find((entry) => entry.id === timeframe);
    if (!choice) throw new ValidationError('Choose how long the break lasts.', 'timeframe');
    const kind = current?.kind === 'self-exclusion' ? 'self-exclusion' : choice.kind;
    const next: Exclusion =
      choice.days === null
        ? { until: null, permanent: true, kind, state: 'running', reopensAt: null }
        : {
            until: new Date(now.getTime() + choice.days * DAY_MS).toISOString(),
            permanent: false,
            kind,
            state: 'running',
            reopensAt: null,
          };
    if (current?.permanent || (current?.until && next.until && current.until > next.until)) {
      throw new Conflict(
        `Your break already lasts ${describeUntil(current)}. It can be made longer, never shorter.`,
        ErrorCode.Conflict,
      );
    }
    await trx
      .updateTable('users')
      .set({
        excluded_until: next.until,
        excluded_permanently: next.permanent,
        exclusion_kind: next.kind,
        reopens_at: null,
      })
      .where('id', '=', request.user_id)
      .execute();
    await trx
      .updateTable('exclusion_requests')
      .set({ used_at: sql`now()` })
      .where('id', '=', request.id)
      .execute();
    return next;
  });
}
