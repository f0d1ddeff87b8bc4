import { randomBytes } from 'node:crypto';
import {
  type Atoms,
  type CryptoCode,
  type FaucetResponse,
  fromDecimalString,
  multiplyByRate,
  parseAmount,
  toDecimalString,
  usdText,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { lockPlayerFor } from '../../lib/db/player-lock';
import { Forbidden, RateLimited, Unavailable } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import { broadcast } from './chain/simulated-chain';
import type { RatesService } from './rates/rates-service';
import { recordDeposit } from './sync-deposits';

const HOUR_MS = 3_600_000;

export interface TestCoinsRequest {
  network: string;
  currency: CryptoCode;
  address: string;
  amount: Atoms;
}

/**
 * The simulated chain's faucet: sends test coins to one of the player's own deposit
 * addresses, where they arrive as any deposit does (pending, then credited after the
 * network's confirmations, when blocks are mined). What a player may take is capped
 * per rolling hour in USD at the current rate, counted from `faucet_grants` so that
 * the cap holds across nodes and restarts. The check and the grant run under a lock
 * on the player (a transaction-scoped advisory lock), so concurrent requests take
 * turns: each one sees what the previous ones granted, and none passes the cap.
 */
export async function grantTestCoins(
  trx: Db,
  events: PendingEvents,
  deps: { rates: RatesService; usdPerHour: string },
  userId: string,
  input: TestCoinsRequest,
): Promise<FaucetResponse> {
  const owner = await trx
    .selectFrom('deposit_addresses')
    .select('user_id')
    .where('network', '=', input.network)
    .where('address', '=', input.address)
    .executeTakeFirst();
  if (owner?.user_id !== userId) {
    throw new Forbidden(
      'Test coins go only to your own deposit address: use the one shown in the Deposit tab.',
    );
  }
  // Valued at a fresh price only (PriceUnavailable otherwise), as bets and withdrawals are.
  const usdValue = multiplyByRate(input.amount, deps.rates.usdPrice(input.currency));
  if (usdValue <= 0n)
    throw new Unavailable(`Test ${input.currency} cannot be valued right now; try another coin.`);

  await lockPlayerFor(trx, 'faucet', userId);
  const capUsd = parseAmount(deps.usdPerHour, { decimals: 2 });
  const usedUsd = await usedInLastHour(trx, userId);
  if (usedUsd + usdValue > capUsd) {
    throw await overTheCap(trx, userId, { capUsd, usedUsd, usdValue });
  }

  const txHash = randomBytes(32).toString('hex');
  await broadcast(trx, { ...input, txHash, fromAddress: 'test-faucet' });
  await trx
    .insertInto('faucet_grants')
    .values({
      user_id: userId,
      network: input.network,
      currency: input.currency,
      amount: toDecimalString(input.amount),
      usd_value: toDecimalString(usdValue),
      tx_hash: txHash,
      created_at: sql`clock_timestamp()`,
    })
    .execute();
  await recordDeposit(
    trx,
    { userId, network: input.network, transfer: { ...input, txHash, confirmations: 0 } },
    events,
  );
  return {
    network: input.network,
    currency: input.currency,
    amount: toDecimalString(input.amount),
    txHash,
    leftUsd: toDecimalString(capUsd - usedUsd - usdValue),
  };
}

async function usedInLastHour(trx: Db, userId: string): Promise<Atoms> {
  const row = await trx
    .selectFrom('faucet_grants')
    .select(sql<string>`coalesce(sum(usd_value), 0)::text`.as('used'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`clock_timestamp() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return fromDecimalString(row.used);
}

/**
 * The refusal of a request over the cap: how much is left now and from when this
 * amount fits again (as the oldest grants of the hour age out), so the player knows
 * what to do. Retry-After carries the same moment.
 */
async function overTheCap(
  trx: Db,
  userId: string,
  figures: { capUsd: Atoms; usedUsd: Atoms; usdValue: Atoms },
): Promise<RateLimited> {
  const { capUsd, usedUsd, usdValue } = figures;
  const left = capUsd > usedUsd ? capUsd - usedUsd : 0n;
  const [cap, remaining] = [toDecimalString(capUsd), toDecimalString(left)];
  const limit = `Test coins are limited to ${usdText(cap)} an hour per player. You have ${usdText(remaining)} left now`;
  if (usdValue > capUsd) {
    return new RateLimited(HOUR_MS, `${limit}; ask for at most ${usdText(cap)} worth at a time.`).naming(
      cap,
      remaining,
      cap,
    );
  }
  const grants = await trx
    .selectFrom('faucet_grants')
    .select(['usd_value', 'created_at'])
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`clock_timestamp() - interval '1 hour'`)
    .orderBy('created_at')
    .execute();
  let freed = 0n;
  let fitsAt = Date.now() + HOUR_MS;
  for (const grant of grants) {
    freed += fromDecimalString(grant.usd_value);
    if (left + freed >= usdValue) {
      fitsAt = grant.created_at.getTime() + HOUR_MS;
      break;
    }
  }
  // Said to the minute, rounded up, so that asking again at that minute works.
  const at = new Date(Math.ceil(fitsAt / 60_000) * 60_000);
  const when = `${at.toISOString().slice(11, 16)} UTC`;
  return new RateLimited(
    Math.max(1000, at.getTime() - Date.now()),
    `${limit}; this amount fits again from ${when}.`,
  ).naming(cap, remaining);
}
