import { createHash, randomBytes } from 'node:crypto';
import type { ActiveSeed, RotateSeedResponse } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { Conflict } from '../../lib/errors';

/** A fresh server seed: 32 random bytes as hex, and the SHA-256 (hex) of that string. */
export function newServerSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: createHash('sha256').update(seed, 'utf8').digest('hex') };
}

function randomClientSeed(): string {
  return randomBytes(8).toString('hex');
}

async function ensureNext(trx: Db, userId: string): Promise<string> {
  const { seed, hash } = newServerSeed();
  await trx
    .insertInto('server_seeds')
    .values({ user_id: userId, seed, seed_hash: hash, state: 'next' })
    .onConflict((oc) => oc.column('user_id').where('state', '=', 'next').doNothing())
    .execute();
  const row = await trx
    .selectFrom('server_seeds')
    .select('seed_hash')
    .where('user_id', '=', userId)
    .where('state', '=', 'next')
    .executeTakeFirstOrThrow();
  return row.seed_hash;
}

/**
 * The player's active pair, created on first use (with the given client seed, or a
 * random one), together with the next server seed's hash. Concurrent first calls
 * agree: the partial unique indexes let only one current and one next exist.
 */
export async function getActiveSeed(trx: Db, userId: string, clientSeed?: string): Promise<ActiveSeed> {
  const nextServerSeedHash = await ensureNext(trx, userId);
  const { seed, hash } = newServerSeed();
  await trx
    .insertInto('server_seeds')
    .values({
      user_id: userId,
      seed,
      seed_hash: hash,
      state: 'current',
      client_seed: clientSeed ?? randomClientSeed(),
      activated_at: sql`now()`,
    })
    .onConflict((oc) => oc.column('user_id').where('state', '=', 'current').doNothing())
    .execute();
  const current = await trx
    .selectFrom('server_seeds')
    .select(['seed_hash', 'client_seed', 'nonce'])
    .where('user_id', '=', userId)
    .where('state', '=', 'current')
    .executeTakeFirstOrThrow();
  return {
    serverSeedHash: current.seed_hash,
    clientSeed: current.client_seed ?? '',
    nonce: current.nonce,
    nextServerSeedHash,
  };
}

/**
 * Reveals the current server seed, promotes the next one with the player's new
 * client seed and a nonce of 0, and draws a new next seed. The current row is locked
 * first, so concurrent rotations (or a bet taking a nonce) queue behind each other.
 */
export async function rotateSeed(trx: Db, userId: string, clientSeed: string): Promise<RotateSeedResponse> {
  await getActiveSeed(trx, userId);
  // Lock the pair first: a bet takes its nonce under the same row lock, so a round
  // started concurrently is either committed (and seen below) or waits for us.
  const current = await trx
    .selectFrom('server_seeds')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', 'current')
    .forUpdate()
    .executeTakeFirstOrThrow();
  // Revealing the seed of an open multi-step round would show the player its outcome.
  const open = await trx
    .selectFrom('rounds')
    .select('game')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (open) throw new Conflict(`Finish your ${open.game} round before changing seeds.`, 'ROUND_IN_PROGRESS');
  await trx
    .updateTable('server_seeds')
    .set({ state: 'revealed', revealed_at: sql`now()` })
    .where('id', '=', current.id)
    .execute();
  await trx
    .updateTable('server_seeds')
    .set({ state: 'current', client_seed: clientSeed, nonce: 0, activated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('state', '=', 'next')
    .execute();
  const active = await getActiveSeed(trx, userId);
  // The pair's last bet, so that Verify opens on that bet's game and settings.
  const last = await trx
    .selectFrom('rounds')
    .select(['game', 'params', 'nonce'])
    .where('seed_id', '=', current.id)
    .orderBy('nonce', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    previous: {
      serverSeed: current.seed,
      serverSeedHash: current.seed_hash,
      clientSeed: current.client_seed ?? '',
      nonce: current.nonce,
      lastBet:
        last && last.nonce !== null ? { game: last.game, params: last.params, nonce: last.nonce } : null,
    },
    current: active,
  };
}

/** A player's current pair as a bet needs it: the nonce is the one the bet uses. */
export interface SeedPair {
  seedId: string;
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  nonce: number;
}

type PairRow = { id: string; seed: string; seed_hash: string; client_seed: string | null; nonce: number };

/**
 * The player's current pair as `find` reads (or takes) it. One query in the usual case;
 * a player's very first bet finds no pair, creates it and asks again.
 */
async function onCurrentPair(
  trx: Db,
  userId: string,
  find: () => Promise<PairRow | undefined>,
): Promise<SeedPair> {
  let row = await find();
  if (!row) {
    await getActiveSeed(trx, userId);
    row = await find();
  }
  if (!row) throw new Error(`no active seed pair for ${userId}`);
  return {
    seedId: row.id,
    serverSeed: row.seed,
    seedHash: row.seed_hash,
    clientSeed: row.client_seed ?? '',
    nonce: Number(row.nonce),
  };
}

/** The player's current pair and the nonce its next bet would use, without taking it. */
export function readCurrentPair(db: Db, userId: string): Promise<SeedPair> {
  return onCurrentPair(db, userId, () =>
    db
      .selectFrom('server_seeds')
      .select(['id', 'seed', 'seed_hash', 'client_seed', 'nonce'])
      .where('user_id', '=', userId)
      .where('state', '=', 'current')
      .executeTakeFirst(),
  );
}

/**
 * Takes the next nonce of the player's active pair for a bet, in the bet's own
 * transaction: the row update serialises concurrent bets, so no two share a nonce.
 */
export function takeNonce(trx: Db, userId: string): Promise<SeedPair> {
  return onCurrentPair(trx, userId, () =>
    trx
      .updateTable('server_seeds')
      .set({ nonce: sql`nonce + 1` })
      .where('user_id', '=', userId)
      .where('state', '=', 'current')
      .returning(['id', 'seed', 'seed_hash', 'client_seed', sql<number>`nonce - 1`.as('nonce')])
      .executeTakeFirst(),
  );
}
