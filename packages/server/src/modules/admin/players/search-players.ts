import type { playerSearchQuerySchema, SORT_KEYS } from '@ante/core';
import ipaddr from 'ipaddr.js';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../lib/db/database';
import { sortOrder } from '../../../lib/db/sort-order';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A LIKE pattern that matches `text` literally at the start. */
function startsWith(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Finds players by whatever staff have in hand: an account id, an e-mail, an IP address
 * any of their sessions came from, a deposit address, or the start of a name. The kind
 * of text decides where it is looked up, so a search is one or two indexed queries,
 * never a scan of every column.
 */
export async function searchPlayers(db: Db, query: z.output<typeof playerSearchQuerySchema>) {
  const q = query.q;
  const base = db
    .selectFrom('users as u')
    .select(['u.id', 'u.username', 'u.email', 'u.role', 'u.created_at', 'u.last_seen_at', 'u.locked_at']);
  let matched: string;
  let select: typeof base;
  if (UUID.test(q)) {
    matched = 'id';
    select = base.where('u.id', '=', q.toLowerCase());
  } else if (ipaddr.isValid(q)) {
    matched = 'ip';
    select = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('sessions as s')
          .select('s.id')
          .whereRef('s.user_id', '=', 'u.id')
          .where('s.ip', '=', q),
      ),
    );
  } else if (q.includes('@')) {
    matched = 'email';
    select = base.where(sql<string>`lower(u.email)`, 'like', startsWith(q));
  } else {
    const byAddress = await db
      .selectFrom('deposit_addresses')
      .select('user_id')
      .where('address', '=', q)
      .execute();
    if (byAddress.length > 0) {
      matched = 'address';
      select = base.where(
        'u.id',
        'in',
        byAddress.map((row) => row.user_id),
      );
    } else {
      matched = 'name';
      select = base.where(sql<string>`lower(u.username)`, 'like', startsWith(q));
    }
  }
  const order = sortOrder<(typeof SORT_KEYS.players)[number]>(query.sort, 'username', {
    username: 'u.username',
    createdAt: 'u.created_at',
    lastSeenAt: 'u.last_seen_at',
  });
  const total = await select
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await select
    .orderBy(order.column, order.direction)
    .orderBy('u.id', order.direction)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return {
    players: rows.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      role: row.role,
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      locked: row.locked_at !== null,
      matched,
    })),
    total: Number(total.n),
  };
}
