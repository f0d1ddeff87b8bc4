import {
  ATOM_DECIMALS,
  type Atoms,
  ErrorCode,
  fromDecimalString,
  LOYALTY_RANKS,
  rankForXp,
  toDecimalString,
  usdText,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { Conflict, Forbidden } from '../../../lib/errors';
import type { UserRow } from '../../../lib/session';
import type { RedeemCodeRow } from './present-code';

/**
 * The reasons a known code may not pay, each with its own message, in the order a
 * player would want to hear them: first what is true of the code for everyone
 * (withdrawn, not open yet, over, all taken: 409), then what is true of this player
 * (rank, recent wagering: 403), which says what they can do about it.
 */

const WAGER_WINDOW = sql<Date>`now() - interval '7 days'`;

/** The code's own state at `now`; throws when it cannot pay anyone. */
export function assertCodeOpen(code: RedeemCodeRow, now: Date): void {
  if (code.disabled_at) throw new Conflict('This code has been withdrawn.', ErrorCode.Conflict);
  if (code.starts_at && code.starts_at.getTime() > now.getTime()) {
    throw new Conflict(`This code opens on ${whenText(code.starts_at)}.`, ErrorCode.Conflict);
  }
  if (code.expires_at && code.expires_at.getTime() <= now.getTime()) {
    throw new Conflict(`This code expired on ${whenText(code.expires_at)}.`, ErrorCode.Conflict);
  }
  if (code.uses >= code.max_uses) throw fullyClaimed();
}

export function fullyClaimed(): Conflict {
  return new Conflict('This code has been fully claimed: every reward has been taken.', ErrorCode.Conflict);
}

/**
 * The player's rank and what they staked in the last 7 days (every round's stake at
 * its USD value at bet time, `rounds.stake_usd`). The rank is the higher of the one
 * recorded and the one their xp has reached, as the loyalty stats would settle it.
 */
export async function assertPlayerQualifies(trx: Db, code: RedeemCodeRow, user: UserRow): Promise<void> {
  const rankId = Math.max(user.rank_id, rankForXp(fromDecimalString(user.xp)).id);
  const needed = LOYALTY_RANKS[code.min_rank_id];
  if (needed && rankId < needed.id) {
    throw new Forbidden(`This code is for ${needed.name} players and above.`);
  }
  const minimum = fromDecimalString(code.min_wager_usd_7d);
  if (minimum <= 0n) return;
  const row = await trx
    .selectFrom('rounds')
    .select(sql<string>`coalesce(sum(stake_usd), 0)`.as('wagered'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', WAGER_WINDOW)
    .executeTakeFirstOrThrow();
  const wagered = fromDecimalString(String(row.wagered));
  if (wagered < minimum) {
    const more = toDecimalString(centsUp(minimum - wagered));
    throw new Forbidden(
      `This code is for players who wagered ${usdText(toDecimalString(minimum))} in the last 7 days: ` +
        `wager ${usdText(more)} more.`,
    ).naming(toDecimalString(minimum), more);
  }
}

/** Rounded up to the cent: "wager $12.35 more" must be enough. */
function centsUp(atoms: Atoms): Atoms {
  const cent = 10n ** BigInt(ATOM_DECIMALS - 2);
  return ((atoms + cent - 1n) / cent) * cent;
}

/** "12 March 2030, 14:00 UTC": a date every player reads the same way. */
export function whenText(at: Date): string {
  const date = at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${date}, ${at.toISOString().slice(11, 16)} UTC`;
}
