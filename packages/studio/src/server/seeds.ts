import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Store } from './store';

export interface SeedPair {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

type SeedRow = {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
};

const toPair = (row: SeedRow): SeedPair => ({
  id: row.id,
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: Number(row.nonce),
});

/** A new server seed (32 random bytes, hex) and its SHA-256, the commitment the player sees first. */
function newServerSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: createHash('sha256').update(seed, 'utf8').digest('hex') };
}

/**
 * The player's current seed pair, made on first need: the studio's own provably-fair
 * pair per player, as the casino's originals keep one (docs/studio-slot.md). Only its
 * hash is shown until the player rotates it away.
 */
export async function currentSeedPair(query: Store['query'], playerKey: string): Promise<SeedPair> {
  const [row] = await query<SeedRow>(
    'SELECT id, server_seed, server_seed_hash, client_seed, nonce FROM studio_seeds WHERE player_key = $1 AND revealed_at IS NULL',
    [playerKey],
  );
  if (row) return toPair(row);
  const { seed, hash } = newServerSeed();
  await query(
    `INSERT INTO studio_seeds (id, player_key, server_seed, server_seed_hash, client_seed)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [randomUUID(), playerKey, seed, hash, randomBytes(8).toString('hex')],
  );
  const [made] = await query<SeedRow>(
    'SELECT id, server_seed, server_seed_hash, client_seed, nonce FROM studio_seeds WHERE player_key = $1 AND revealed_at IS NULL',
    [playerKey],
  );
  if (!made) throw new Error('no seed pair after making one');
  return toPair(made);
}

/**
 * Reveals the current pair (its server seed becomes public, so every round played
 * with it can be checked) and starts a new one with the player's chosen client seed.
 */
export async function rotateSeedPair(
  store: Store,
  playerKey: string,
  clientSeed: string,
): Promise<{ previous: SeedPair; current: SeedPair }> {
  return store.transaction(async (query) => {
    const previous = await currentSeedPair(query, playerKey);
    await query('UPDATE studio_seeds SET revealed_at = now() WHERE id = $1', [previous.id]);
    const { seed, hash } = newServerSeed();
    const id = randomUUID();
    await query(
      `INSERT INTO studio_seeds (id, player_key, server_seed, server_seed_hash, client_seed)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, playerKey, seed, hash, clientSeed],
    );
    return { previous, current: { id, serverSeed: seed, serverSeedHash: hash, clientSeed, nonce: 0 } };
  });
}
