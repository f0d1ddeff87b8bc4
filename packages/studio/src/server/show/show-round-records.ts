import type { ShowRound, ShowRoundRecord } from '@ante/core';
import { StudioError } from '../studio-error';
import { chainById } from './show-chain';
import { databaseNow, type ShowDeps } from './show-deps';
import { asRound, ROUND_COLUMNS, type RoundRow } from './show-round-row';
import { bettorsOf, roundView } from './show-round-view';

/**
 * One round's record for anyone to recompute (showRoundRecordSchema): what the state
 * shows of it now, its chain's salt and terminal hash, its nonce, and the document it
 * was played by. The seed is in it only once revealed.
 */
export async function showRoundRecord(deps: ShowDeps, rawId: string): Promise<ShowRoundRecord> {
  if (!/^\d{1,15}$/.test(rawId))
    throw new StudioError(400, 'INVALID_REQUEST', 'A round id is a whole number.');
  const [row] = await deps.store.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM show_rounds WHERE game = $1 AND id = $2`,
    [deps.game.slug, Number(rawId)],
  );
  if (!row) throw new StudioError(404, 'ROUND_NOT_FOUND', `There is no round ${rawId}.`);
  const round = asRound(row);
  const chain = await chainById(deps, round.chain_id);
  if (!chain) throw new Error(`round ${round.id} has no chain`);
  const now = await databaseNow(deps.store);
  const bettors = await bettorsOf(deps, [round.id]);
  return {
    ...roundView(round, now, bettors.get(round.id) ?? { total: 0, spots: {} }),
    chain: { salt: chain.salt, terminalHash: chain.terminal_hash, firstRound: chain.first_round },
    nonce: round.nonce,
    document: { url: `/studio/games/${deps.game.slug}.json`, sha256: deps.game.sha256 },
  };
}

/** A page of finished rounds, newest first, below `before` (the history page). */
export async function showRoundsPage(
  deps: ShowDeps,
  query: { before?: number; limit: number },
): Promise<{ rounds: ShowRound[]; nextBefore: number | null }> {
  const now = await databaseNow(deps.store);
  const rows = (
    await deps.store.query<RoundRow>(
      `SELECT ${ROUND_COLUMNS} FROM show_rounds WHERE game = $1 AND status IN ('settled', 'void')
         AND result_at <= to_timestamp($2::float8 / 1000) AND ($3::bigint IS NULL OR id < $3)
       ORDER BY id DESC LIMIT $4`,
      [deps.game.slug, now, query.before ?? null, query.limit],
    )
  ).map(asRound);
  const bettors = await bettorsOf(
    deps,
    rows.map((round) => round.id),
  );
  const rounds = rows.map((round) => roundView(round, now, bettors.get(round.id) ?? { total: 0, spots: {} }));
  const last = rows[rows.length - 1];
  return { rounds, nextBefore: rows.length === query.limit && last ? last.id : null };
}
