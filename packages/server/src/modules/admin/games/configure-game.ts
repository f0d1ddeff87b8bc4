import { canonicalDecimal, fromDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { NotFound, ValidationError } from '../../../lib/errors';
import type { StaffActionResult } from '../../../lib/staff-action';

function selectGames(db: Db) {
  return db
    .selectFrom('games')
    .select([
      'slug',
      'name',
      'provider',
      'provider_id',
      'rtp',
      'enabled',
      'min_bet_usd',
      'max_bet_usd',
      'popularity',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectGames>['executeTakeFirstOrThrow']>>;

function present(row: Row) {
  return {
    slug: row.slug,
    name: row.name,
    provider: row.provider,
    providerId: row.provider_id,
    rtp: canonicalDecimal(row.rtp),
    enabled: row.enabled,
    minBetUsd: canonicalDecimal(row.min_bet_usd),
    maxBetUsd: canonicalDecimal(row.max_bet_usd),
    popularity: row.popularity,
  };
}

/** Every game of the catalogue, disabled ones too, in the lobby's order. */
export async function listAdminGames(db: Db) {
  const rows = await selectGames(db).orderBy('popularity', 'desc').orderBy('name').execute();
  return { games: rows.map(present) };
}

/**
 * Changes a game's availability, bet limits or lobby order. The row is locked so the
 * check that the smallest bet stays at or below the largest sees the values it
 * replaces. Nodes read the rules again every few seconds (catalogue/game-rules.ts), so
 * a game switched off stops taking new rounds everywhere within that time. An
 * operator's catalogue file is applied again at each start and wins over this.
 */
export async function configureGame(
  trx: Db,
  slug: string,
  input: { enabled?: boolean; minBetUsd?: string; maxBetUsd?: string; popularity?: number },
): Promise<StaffActionResult<ReturnType<typeof present>>> {
  const row = await selectGames(trx).where('slug', '=', slug).forUpdate().executeTakeFirst();
  if (!row) throw new NotFound(`There is no game ${slug}.`);
  const min = input.minBetUsd ?? row.min_bet_usd;
  const max = input.maxBetUsd ?? row.max_bet_usd;
  if (fromDecimalString(min) > fromDecimalString(max)) {
    throw new ValidationError('The smallest bet must not be above the largest', 'minBetUsd');
  }
  if (fromDecimalString(max) === 0n)
    throw new ValidationError('The largest bet must be above zero', 'maxBetUsd');
  await trx
    .updateTable('games')
    .set({
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      ...(input.minBetUsd === undefined ? {} : { min_bet_usd: input.minBetUsd }),
      ...(input.maxBetUsd === undefined ? {} : { max_bet_usd: input.maxBetUsd }),
      ...(input.popularity === undefined ? {} : { popularity: input.popularity }),
      updated_at: sql`now()`,
    })
    .where('slug', '=', slug)
    .execute();
  const before = present(row);
  const after = present(await selectGames(trx).where('slug', '=', slug).executeTakeFirstOrThrow());
  return { result: after, audit: { action: 'game.configure', target: slug, before, after } };
}
