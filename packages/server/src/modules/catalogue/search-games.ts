import type { Game } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { presentGame, selectGame } from './present-game';

/**
 * Case-insensitive search over name, provider and tags, ranked: a name that starts
 * with the query, then a word of the name that does, then a name containing it, then
 * a word of the provider, then a word of a tag; popularity breaks ties. Provider and
 * tags match only from the start of a word: a query found inside a tag's word
 * ("ro" in "provably") says nothing about the game, and every original carries that
 * tag. Descriptions are not searched. A blank query finds nothing.
 */
export async function searchGames(db: Db, query: string, limit = 20): Promise<Game[]> {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const likeEscaped = needle.replace(/[\\%_]/g, (c) => `\\${c}`);
  const contains = `%${likeEscaped}%`;
  // A word starts at the start of the text or after anything that is not a letter or digit.
  const wordStart = `(^|[^[:alnum:]])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  const rank = sql<number>`case
    when lower(games.name) like ${`${likeEscaped}%`} then 0
    when games.name ~* ${wordStart} then 1
    when lower(games.name) like ${contains} then 2
    when games.provider ~* ${wordStart} then 3
    else 4 end`;
  const rows = await selectGame(db.selectFrom('games'))
    .where('enabled', '=', true)
    .where((eb) =>
      eb.or([
        eb(sql`lower(games.name)`, 'like', contains),
        eb(sql`games.provider ~* ${wordStart}`, '=', true),
        eb(sql`exists (select 1 from unnest(games.tags) tag where tag ~* ${wordStart})`, '=', true),
      ]),
    )
    .orderBy(rank)
    .orderBy('popularity', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
  return rows.map(presentGame);
}
