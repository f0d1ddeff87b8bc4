import type { StudioDeps } from './deps';
import { StudioError } from './studio-error';

type RoundRow = {
  id: string;
  game: string;
  mode: string;
  currency: string;
  bet: string;
  payout: string;
  multiplier: string;
  nonce: number;
  nonces_used: number;
  spins: unknown;
  created_at: Date;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  revealed_at: Date | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A finished round as anyone may see it: its bet and payout, the seeds (the server
 * seed only once the player rotated it away), the nonce of each spin, the stops and
 * windows, and the document it was played under, so it can be recomputed from the
 * published document alone.
 */
export async function findRound(deps: StudioDeps, id: string) {
  if (!UUID.test(id)) throw new StudioError(404, 'ROUND_NOT_FOUND', 'There is no such round.');
  const [row] = await deps.store.query<RoundRow>(
    `SELECT r.id, r.game, r.mode, r.currency, r.bet::text AS bet, r.payout::text AS payout, r.multiplier,
       r.nonce, r.nonces_used, r.spins, r.created_at, s.server_seed, s.server_seed_hash, s.client_seed, s.revealed_at
     FROM studio_rounds r JOIN studio_seeds s ON s.id = r.seed_id
     WHERE r.id = $1 AND r.status = 'settled'`,
    [id],
  );
  if (!row) throw new StudioError(404, 'ROUND_NOT_FOUND', 'There is no such round.');
  const game = deps.games.get(row.game);
  const trim = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);
  return {
    id: row.id,
    game: row.game,
    mode: row.mode,
    currency: row.currency,
    bet: trim(row.bet),
    payout: trim(row.payout),
    multiplier: row.multiplier,
    nonce: Number(row.nonce),
    noncesUsed: Number(row.nonces_used),
    spins: row.spins,
    createdAt: new Date(row.created_at).toISOString(),
    seed: {
      serverSeedHash: row.server_seed_hash,
      serverSeed: row.revealed_at ? row.server_seed : null,
      clientSeed: row.client_seed,
    },
    document: { url: `/studio/games/${row.game}.json`, sha256: game?.info.sha256 ?? null },
  };
}
