import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Makes the calls of one player that check a total over time and then add to it take
 * turns, on every node: a transaction-scoped advisory lock on (`purpose`, player), held
 * until the caller's transaction ends. Each caller then reads every earlier row of the
 * same purpose, so concurrent requests cannot pass a limit together. An advisory lock
 * rather than the player's `users` row, which a bet updates after locking the player's
 * accounts: taken first, before any account, this lock cannot deadlock with a bet.
 */
export async function lockPlayerFor(trx: Db, purpose: string, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${userId}`}))`.execute(trx);
}
