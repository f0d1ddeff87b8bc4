import { sharedRoundCandidate } from '@ante/core';
import type { Db } from '../../lib/db/database';

/**
 * The finished round a message shares, or null. Anyone's round may be shared (a
 * player shows a big win from the bet feed), but only a finished one: an active
 * round's outcome is still secret. A link to a round that does not exist stays
 * plain text and the message is still sent.
 */
export async function findSharedRound(db: Db, text: string): Promise<string | null> {
  const candidate = sharedRoundCandidate(text);
  if (!candidate) return null;
  const round = await db
    .selectFrom('rounds')
    .select('id')
    .where('id', '=', candidate)
    .where('status', '=', 'finished')
    .executeTakeFirst();
  return round?.id ?? null;
}
