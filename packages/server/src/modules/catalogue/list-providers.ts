import type { Provider } from '@ante/core';
import type { Db } from '../../lib/db/database';

export async function listProviders(db: Db): Promise<Provider[]> {
  const rows = await db
    .selectFrom('games')
    .where('enabled', '=', true)
    .select(['provider_slug', 'provider', (eb) => eb.fn.countAll<string>().as('games')])
    .groupBy(['provider_slug', 'provider'])
    .orderBy('provider')
    .execute();
  return rows.map((row) => ({ slug: row.provider_slug, name: row.provider, games: Number(row.games) }));
}
