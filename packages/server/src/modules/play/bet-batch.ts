import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { betBatchSize } from '../../lib/metrics/metrics';
import { HOUSE_SHARDS } from '../ledger/accounts';

/** One single-step round as ante_play_round takes it (amounts as decimal strings). */
export interface RoundToPlay {
  round: string;
  user: string;
  game: string;
  currency: string;
  amount: string;
  wagerUsd: string;
  multiplier: string;
  payout: string;
  seed: string;
  nonce: number;
  params: unknown;
  result: unknown;
  claimKey: string | null;
  claimRoute: string | null;
  claimHash: string | null;
}

/** What ante_play_round answers for a round it played (lib/db/functions/ante-play-round.ts). */
export interface PlayedRound {
  r_balance: string;
  r_created_at: Date;
  r_xp: string;
  r_rank_id: number;
  r_rollover_open: boolean;
}

interface BatchRow extends Partial<PlayedRound> {
  r_index: number;
  r_state: 'played' | 'stale' | 'failed';
  r_error_code: string | null;
  r_error_message: string | null;
}

interface Waiting {
  round: RoundToPlay;
  resolve: (played: PlayedRound | null) => void;
  reject: (error: unknown) => void;
}

/** Well under the 64 subtransactions PostgreSQL caches per transaction (see ante_play_rounds). */
const MAX_BATCH = 32;
const MAX_ATTEMPTS = 3;

/** A deadlock (40P01) or serialization failure (40001): the work was undone and may be tried again. */
function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Sends this node's single-step rounds to the database in batches: one statement
 * (ante_play_rounds), one round trip and one commit for every round that arrived
 * while the previous batches were on their way. A round alone on a quiet node goes on
 * the next turn of the event loop, alone; under load the batches grow by themselves, up to MAX_BATCH, with at
 * most `maxInFlight` of them at the database at a time. Each round is still all or
 * nothing on its own (its own subtransaction in the statement), and a player's rounds
 * stay in order because the caller sends a player's next round only once the last
 * one is answered (SeedPairCache.serialize).
 *
 * `play` resolves once the batch has committed: with the round's answer, or null when
 * its nonce had moved on (nothing changed; the caller recomputes). It rejects with the
 * round's own database error (its SQLSTATE as `code`, as node-postgres gives it) when
 * only that round failed, or with the batch's error when the statement failed as a
 * whole, in which case none of its rounds happened.
 */
export class BetBatch {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;
  /** Each batch takes the next house shard, so two batches in flight rarely share one. */
  private nextShard = Math.floor(Math.random() * HOUSE_SHARDS);

  constructor(
    private readonly db: Db,
    private readonly maxInFlight: number,
  ) {}

  play(round: RoundToPlay): Promise<PlayedRound | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ round, resolve, reject });
      // The batch leaves after the requests already read from their sockets have had
      // their turn: on PGlite, which runs in this thread, nothing could join it otherwise.
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      this.inFlight += 1;
      void this.send(batch)
        // Whatever went wrong, every round of the batch is answered: none is left waiting.
        .catch((error: unknown) => {
          for (const each of batch) each.reject(error);
        })
        .finally(() => {
          this.inFlight -= 1;
          this.pump();
        });
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    const shard = this.nextShard;
    this.nextShard = (this.nextShard + 1) % HOUSE_SHARDS;
    betBatchSize.observe(batch.length);
    const bets = JSON.stringify(batch.map((each) => each.round));
    let rows: BatchRow[] = [];
    for (let attempt = 1; ; attempt += 1) {
      try {
        rows = (
          await sql<BatchRow>`select * from ante_play_rounds(${bets}::jsonb, ${shard}::integer)`.execute(
            this.db,
          )
        ).rows;
        break;
      } catch (error) {
        // A batch the database chose as a deadlock's victim was undone whole: nothing of
        // it happened, so it is sent again as it was.
        if (isTransient(error) && attempt < MAX_ATTEMPTS) continue;
        for (const each of batch) each.reject(error);
        return;
      }
    }
    batch.forEach((each, index) => {
      const row = rows.find((candidate) => candidate.r_index === index);
      if (!row) {
        each.reject(new Error('the bet batch gave no answer for a round'));
      } else if (row.r_state === 'played') {
        each.resolve(row as PlayedRound);
      } else if (row.r_state === 'stale' || isTransient({ code: row.r_error_code })) {
        // A round undone for a deadlock or a serialization failure changed nothing
        // either: the caller reads the pair again and tries once more, as for a stale nonce.
        each.resolve(null);
      } else {
        each.reject(
          Object.assign(new Error(row.r_error_message ?? 'the round failed'), { code: row.r_error_code }),
        );
      }
    });
  }
}
