import { providerSlug } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { CatalogueEntry } from './originals';

function entryValues(entry: CatalogueEntry) {
  return {
    slug: entry.slug,
    name: entry.name,
    categories: entry.categories,
    provider: entry.provider,
    provider_slug: providerSlug(entry.provider),
    thumbnail: entry.thumbnail,
    tags: entry.tags,
    description: entry.description,
    rtp: entry.rtp,
    min_bet_usd: entry.minBetUsd,
    max_bet_usd: entry.maxBetUsd,
    enabled: entry.enabled,
    original: entry.original,
    released_at: entry.releasedAt,
    popularity: entry.popularity,
    provider_id: entry.providerId,
    max_multiplier: entry.maxMultiplier,
  };
}

/**
 * At start: the built-in entries are inserted when missing (so an operator's changes
 * to those rows stay), then the operator's file entries are upserted (the file is the
 * operator's word, so it wins). One transaction; every node may run it.
 */
export async function seedCatalogue(db: Db, builtIns: CatalogueEntry[], fromFile: CatalogueEntry[]) {
  await db.transaction().execute(async (trx) => {
    for (const entry of builtIns) {
      await trx
        .insertInto('games')
        .values(entryValues(entry))
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    }
    for (const entry of fromFile) {
      const values = entryValues(entry);
      const { slug: _slug, ...update } = values;
      await trx
        .insertInto('games')
        .values(values)
        .onConflict((oc) => oc.column('slug').doUpdateSet({ ...update, updated_at: sql`now()` }))
        .execute();
    }
  });
}
