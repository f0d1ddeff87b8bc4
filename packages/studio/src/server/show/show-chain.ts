import { randomBytes } from 'node:crypto';
import { chainHash } from '../../show/hash-chain';
import type { ShowDeps } from './show-deps';

export interface ChainRow {
  id: number;
  salt: string;
  terminal_hash: string;
  last_seed: string;
  length: number;
  first_round: number;
}

/** A seed is found from the nearest checkpoint above it, so at most this many hashes. */
const CHECKPOINT_EVERY = 1000;

/**
 * The seeds of each chain this process has read, as checkpoints: seed k of a chain is
 * the last seed hashed `length - k` times, so keeping every 1000th seed (and the last)
 * makes any seed at most 1000 hashes away, where walking from the last seed would cost
 * up to `length`. The checkpoints are worked out once per chain and process.
 */
export class ChainSeeds {
  private readonly checkpoints = new Map<string, Map<number, string>>();

  /** Seed `nonce` of `chain` (nonce 0 is the terminal hash). */
  seed(chain: ChainRow, nonce: number): string {
    if (!Number.isInteger(nonce) || nonce < 0 || nonce > chain.length)
      throw new Error(`nonce ${nonce} is outside chain ${chain.id} of ${chain.length} rounds`);
    const points = this.pointsOf(chain);
    const above = Math.min(chain.length, Math.ceil(nonce / CHECKPOINT_EVERY) * CHECKPOINT_EVERY);
    let seed = points.get(above) as string;
    for (let index = above; index > nonce; index -= 1) seed = chainHash(seed);
    return seed;
  }

  private pointsOf(chain: ChainRow): Map<number, string> {
    const key = `${chain.id}:${chain.last_seed.slice(0, 16)}`;
    let points = this.checkpoints.get(key);
    if (!points) {
      points = walk(chain.last_seed, chain.length).points;
      this.checkpoints.set(key, points);
    }
    return points;
  }
}

/** Hashes from the last seed down to the terminal hash, keeping the checkpoints on the way. */
function walk(lastSeed: string, length: number): { points: Map<number, string>; terminal: string } {
  const points = new Map<number, string>([[length, lastSeed]]);
  let seed = lastSeed;
  for (let index = length - 1; index >= 0; index -= 1) {
    seed = chainHash(seed);
    if (index % CHECKPOINT_EVERY === 0) points.set(index, seed);
  }
  return { points, terminal: seed };
}

const CHAIN_COLUMNS = 'id, salt, terminal_hash, last_seed, length, first_round';

function asChain(row: ChainRow): ChainRow {
  return { ...row, id: Number(row.id), length: Number(row.length), first_round: Number(row.first_round) };
}

/** The chain round `roundId` plays a seed of, or undefined when none has been drawn that far. */
export async function chainOfRound(deps: ShowDeps, roundId: number): Promise<ChainRow | undefined> {
  const [row] = await deps.store.query<ChainRow>(
    `SELECT ${CHAIN_COLUMNS} FROM show_chains
     WHERE game = $1 AND first_round <= $2 AND first_round + length > $2`,
    [deps.game.slug, roundId],
  );
  return row ? asChain(row) : undefined;
}

export async function chainById(deps: ShowDeps, id: number): Promise<ChainRow | undefined> {
  const [row] = await deps.store.query<ChainRow>(
    `SELECT ${CHAIN_COLUMNS} FROM show_chains WHERE game = $1 AND id = $2`,
    [deps.game.slug, id],
  );
  return row ? asChain(row) : undefined;
}

/**
 * The chain for round `roundId`, drawn when none covers it: on the show's first start
 * (round 1), and each time a chain runs out, whose successor starts at the next round
 * so the round numbers keep counting. The last seed is 32 random bytes; its terminal
 * hash is the commitment published (in the state) before the chain's first round. Two
 * processes drawing at once meet at the primary key and both read the winner's.
 */
export async function ensureChain(deps: ShowDeps, roundId: number): Promise<ChainRow> {
  const known = await chainOfRound(deps, roundId);
  if (known) return known;
  const [latest] = await deps.store.query<{ id: number; end: string }>(
    'SELECT id, first_round + length AS end FROM show_chains WHERE game = $1 ORDER BY id DESC LIMIT 1',
    [deps.game.slug],
  );
  const expectedStart = latest ? Number(latest.end) : 1;
  if (expectedStart !== roundId)
    throw new Error(`round ${roundId} is not where a chain starts (${expectedStart} is)`);
  const lastSeed = randomBytes(32).toString('hex');
  const { terminal } = walk(lastSeed, deps.chainLength);
  await deps.store.query(
    `INSERT INTO show_chains (id, game, salt, terminal_hash, last_seed, length, first_round)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [
      latest ? Number(latest.id) + 1 : 1,
      deps.game.slug,
      deps.salt,
      terminal,
      lastSeed,
      deps.chainLength,
      roundId,
    ],
  );
  const chain = await chainOfRound(deps, roundId);
  if (!chain) throw new Error(`no chain covers round ${roundId}`);
  return chain;
}
