import { type BetFeedItem, parseAmount, toDecimalString } from '@ante/core';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';
import { betsTotal, wageredUsd } from '../../lib/metrics/metrics';
import { HOUSE_SHARDS } from '../ledger/accounts';
import { postTransfer } from '../ledger/post-transfer';

/** A round's stake and payout use one house shard, picked from its id. */
export function houseShardOf(roundId: string): number {
  return Number.parseInt(roundId.slice(0, 8), 16) % HOUSE_SHARDS;
}

function houseOf(roundId: string) {
  return { system: 'house' as const, shard: houseShardOf(roundId) };
}

/** Moves a stake from the player's balance into the house for a round (`bet`). */
export async function stake(
  trx: Db,
  input: { userId: string; roundId: string; currency: string; amount: bigint; key: string },
): Promise<void> {
  if (input.amount <= 0n) return;
  await postTransfer(trx, {
    code: 'bet',
    from: { userId: input.userId, kind: 'main' },
    to: houseOf(input.roundId),
    currency: input.currency,
    amount: input.amount,
    idempotencyKey: input.key,
    reference: `round:${input.roundId}`,
  });
}

/** Pays a round from the house (`payout`); its key is per round, so a round pays once. */
export async function pay(
  trx: Db,
  input: { userId: string; roundId: string; currency: string; amount: bigint },
): Promise<void> {
  if (input.amount <= 0n) return;
  await postTransfer(trx, {
    code: 'payout',
    from: houseOf(input.roundId),
    to: { userId: input.userId, kind: 'main' },
    currency: input.currency,
    amount: input.amount,
    idempotencyKey: `payout:${input.roundId}`,
    reference: `round:${input.roundId}`,
  });
}

/**
 * A finished round goes to the player's feed, all bets, and high rollers when big
 * enough, and is counted in the metrics, once its transaction has committed.
 */
export function announceRound(
  events: PendingEvents,
  config: Config,
  userId: string,
  item: BetFeedItem,
  wagerUsd: bigint,
): void {
  events.toUser(userId, 'my_bets', item);
  events.toFeed('all_bets', item);
  events.afterCommit(() => {
    betsTotal.inc({ game: item.game });
    if (wagerUsd > 0n) wageredUsd.inc({ game: item.game }, Number(toDecimalString(wagerUsd)));
  });
  if (wagerUsd >= parseAmount(config.highRollerUsd)) events.toFeed('high_rollers', item);
}
