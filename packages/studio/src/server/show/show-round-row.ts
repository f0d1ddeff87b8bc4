import { createHash } from 'node:crypto';
import { formatMultiplier } from '@ante/core';
import type { ShowRound as ResolvedRound } from '../../show/round';
import { ms } from './show-deps';

/** A round's outcome as stored: resolveRound's, its fixed-point payouts as decimal strings, without its floats. */
export interface StoredResult {
  segmentIndex: number;
  segment: string;
  booster: { spot: string | null; multiplier: number };
  bonus: ResolvedRound['bonus'];
  /** Every spot's payout for a unit stake, stake included ("0" for the spots that lose). */
  payouts: Record<string, string>;
}

export function storedResult(round: ResolvedRound): StoredResult {
  return {
    segmentIndex: round.segmentIndex,
    segment: round.segment,
    booster: round.booster,
    bonus: round.bonus,
    payouts: Object.fromEntries(
      Object.entries(round.payouts).map(([spot, payout]) => [spot, formatMultiplier(payout)]),
    ),
  };
}

export type RoundStatus = 'open' | 'settling' | 'settled' | 'void';

/** A row of show_rounds with its times in epoch ms. */
export interface RoundRow {
  id: number;
  chain_id: number;
  nonce: number;
  hash: string;
  opens_at: number;
  closes_at: number;
  spin_at: number;
  bonus_at: number | null;
  result_at: number;
  next_at: number;
  status: RoundStatus;
  result: StoredResult;
  seed: string | null;
}

export const ROUND_COLUMNS = `id, chain_id, nonce, hash, ${ms('opens_at')} AS opens_at, ${ms('closes_at')} AS closes_at,
  ${ms('spin_at')} AS spin_at, ${ms('bonus_at')} AS bonus_at, ${ms('result_at')} AS result_at,
  ${ms('next_at')} AS next_at, status, result, seed`;

/** PostgreSQL answers bigint as a string and float8 as a number; PGlite may differ: one shape for both. */
export function asRound(row: RoundRow): RoundRow {
  return {
    ...row,
    id: Number(row.id),
    chain_id: Number(row.chain_id),
    nonce: Number(row.nonce),
    opens_at: Number(row.opens_at),
    closes_at: Number(row.closes_at),
    spin_at: Number(row.spin_at),
    bonus_at: row.bonus_at === null ? null : Number(row.bonus_at),
    result_at: Number(row.result_at),
    next_at: Number(row.next_at),
    result: typeof row.result === 'string' ? JSON.parse(row.result) : row.result,
  };
}

/** The show's provider round for one player and currency: the casino keys a round by its id and gives it one player. */
export function providerRoundId(game: string, roundId: number, playerKey: string, currency: string): string {
  return `${game}-${roundId}-${shortHash(`${playerKey}:${currency}`)}`;
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}
