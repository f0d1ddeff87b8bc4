import { sql } from 'kysely';
import type { Db } from '../lib/db/database';

/**
 * Every row of each table as stored: the row's text and its `xmin`, the transaction that
 * wrote its current version. Two equal answers mean nothing was inserted, deleted or
 * written, not even the same values again. Table names come from the test, never from
 * input.
 */
export async function storedRows(db: Db, tables: readonly string[]): Promise<Record<string, string[]>> {
  const answer: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<{ row: string }>`
      SELECT t.xmin::text || ' ' || t::text AS row FROM ${sql.table(table)} t ORDER BY 1
    `.execute(db);
    answer[table] = rows.map((one) => one.row);
  }
  return answer;
}
