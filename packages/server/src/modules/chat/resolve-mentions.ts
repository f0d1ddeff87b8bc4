import { mentionCandidates } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';

/** At most this many names are looked up per message (200 characters hold about 13). */
const MAX_MENTIONS = 20;

/**
 * The existing players a message names with `@username`, spelt as they spell their
 * names, in the order written. A name that matches nobody is left as plain text:
 * the web highlights only what this returns. Usernames are unique case-insensitively
 * (`users_username_lower_key`), so `@ALICE` finds exactly one Alice.
 */
export async function resolveMentions(db: Db, text: string): Promise<string[]> {
  const candidates = mentionCandidates(text).slice(0, MAX_MENTIONS);
  if (candidates.length === 0) return [];
  const lowered = candidates.map((name) => name.toLowerCase());
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where(sql<string>`lower(username)`, 'in', lowered)
    .execute();
  const byLower = new Map(rows.map((row) => [row.username.toLowerCase(), row.username]));
  return [...new Set(lowered.flatMap((name) => byLower.get(name) ?? []))];
}
