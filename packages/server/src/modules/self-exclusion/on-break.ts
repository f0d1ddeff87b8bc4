import { type RawBuilder, sql } from 'kysely';

/**
 * The SQL condition "this player is on a break": a time-out or self-exclusion running,
 * or a self-exclusion ended but not yet reopened (`exclusionOf` in exclusion-of.ts is
 * the same rule for one row in hand). `alias` names the `users` row in the query. It is
 * the one place that decides who is left out of anything that invites play: chat rain
 * picks no one on a break, and no mail that draws a player back (prize notices today,
 * any future promotion) goes to them. It is never NULL (a NULL end would otherwise
 * make `NOT onBreak(...)` drop every player who never took a break).
 */
export function onBreak(alias: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`coalesce(
    ${column('excluded_permanently')}
    OR ${column('excluded_until')} > now()
    OR (
      ${column('exclusion_kind')} = 'self-exclusion'
      AND ${column('excluded_until')} IS NOT NULL
      AND (${column('reopens_at')} IS NULL OR ${column('reopens_at')} > now())
    ),
    false
  )`;
}
