import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';

/**
 * Serialises every change to one pair of players (PGlite and PostgreSQL alike), with a
 * transaction-scoped advisory lock: two players adding each other at once end up
 * friends, and a removal never crosses an addition.
 */
export async function lockPair(trx: Db, a: string, b: string): Promise<void> {
  const [first, second] = a < b ? [a, b] : [b, a];
  await sql`select pg_advisory_xact_lock(hashtext(${`friends:${first}:${second}`}))`.execute(trx);
}
