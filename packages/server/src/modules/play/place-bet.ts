import { randomUUID } from 'node:crypto';
import {
  AmountError,
  type BaccaratParams,
  type BetResponse,
  baccaratStakeAtoms,
  CRYPTO_CURRENCIES,
  type CryptoCode,
  formatMultiplier,
  MULTIPLIER_SCALE,
  type Multiplier,
  multiplyByRate,
  parseAmount,
  payoutOf,
  type RouletteParams,
  rouletteStakeAtoms,
  type SingleStepGame,
  toDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { ValidationError } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import { parseInput } from '../../lib/validate';
import { takeNonce } from '../fairness/seed-pairs';
import { accountBalance } from '../ledger/accounts';
import { requireSupportedCurrency } from '../wallet/currency-rules';
import type { RatesService } from '../wallet/rates/rates-service';
import { raiseWalletEvent } from '../wallet/wallet-event';
import { presentRound } from './present-round';
import { announceRound, pay, stake } from './round-ledger';

export interface BetInput {
  currency: CryptoCode;
  amount: string;
  params?: unknown;
}

export interface BetDeps {
  config: Config;
  rates: RatesService;
}

/** The wager, in the currency's precision; zero is a free play that moves nothing. */
export function parseWager(currency: CryptoCode, raw: string): bigint {
  try {
    return parseAmount(raw, { decimals: CRYPTO_CURRENCIES[currency].significantDigits, allowZero: true });
  } catch (error) {
    if (error instanceof AmountError) throw new ValidationError(`amount: ${error.message}`, 'amount');
    throw error;
  }
}

/**
 * Roulette and baccarat carry their stakes in the params (chips, spots); the bet's
 * amount must be their total, so the ledger debits exactly what the table shows.
 */
function checkStakeMatches(slug: string, params: unknown, wager: bigint): void {
  const staked =
    slug === 'roulette'
      ? rouletteStakeAtoms(params as RouletteParams)
      : slug === 'baccarat'
        ? baccaratStakeAtoms(params as BaccaratParams)
        : null;
  if (staked !== null && staked !== wager) {
    throw new ValidationError(
      `amount: must equal the total of the chips (${toDecimalString(staked)})`,
      'amount',
    );
  }
}

/** Refuses a wager above BET_MAX_USD, or one whose best outcome would win more than MAX_PROFIT_USD. */
export function checkLimits(
  deps: BetDeps,
  currency: CryptoCode,
  wager: bigint,
  maxMultiplier: Multiplier,
): void {
  const usdPrice = deps.rates.price(currency, 'USD');
  const wagerUsd = multiplyByRate(wager, usdPrice);
  if (wagerUsd > parseAmount(deps.config.betMaxUsd)) {
    throw new ValidationError(`amount: the largest bet is worth $${deps.config.betMaxUsd}`, 'amount');
  }
  const profit = payoutOf(wager, maxMultiplier > MULTIPLIER_SCALE ? maxMultiplier - MULTIPLIER_SCALE : 0n);
  if (multiplyByRate(profit, usdPrice) > parseAmount(deps.config.maxProfitUsd)) {
    throw new ValidationError(
      `amount: this bet could win more than the $${deps.config.maxProfitUsd} maximum profit; lower the amount`,
      'amount',
    );
  }
}

/**
 * One round of a single-step game, in the caller's transaction: validate, debit the
 * wager into the house, take the next nonce, compute the outcome from the seeds,
 * credit the payout, record the round. The feeds hear of it after commit.
 */
export async function placeBet<P, R>(
  trx: Db,
  events: PendingEvents,
  deps: BetDeps,
  player: { id: string; username: string },
  game: SingleStepGame<P, R>,
  input: BetInput,
): Promise<BetResponse> {
  const currency = requireSupportedCurrency(deps.config, input.currency);
  const wager = parseWager(currency, input.amount);
  const wagerUsd = multiplyByRate(wager, deps.rates.price(currency, 'USD'));
  const params = parseInput(game.paramsSchema, input.params ?? {});
  checkStakeMatches(game.slug, params, wager);
  checkLimits(deps, currency, wager, game.maxMultiplier(params));

  // The house account is shared by every player's bets, so its row is touched last:
  // its lock is then held only for the last few statements before commit.
  const roundId = randomUUID();
  const seeds = await takeNonce(trx, player.id);
  const outcome = game.play(
    { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
    params,
  );
  const payout = payoutOf(wager, outcome.multiplier);
  const round = await trx
    .insertInto('rounds')
    .values({
      id: roundId,
      user_id: player.id,
      game: game.slug,
      currency,
      amount: toDecimalString(wager),
      wager_usd: toDecimalString(wagerUsd),
      multiplier: formatMultiplier(outcome.multiplier),
      payout: toDecimalString(payout),
      seed_id: seeds.seedId,
      nonce: seeds.nonce,
      params: JSON.stringify(params),
      result: JSON.stringify(outcome.result),
      status: 'finished',
      finished_at: sql`now()`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await stake(trx, { userId: player.id, roundId, currency, amount: wager, key: `bet:${roundId}` });
  await pay(trx, { userId: player.id, roundId, currency, amount: payout });

  const item = {
    roundId,
    game: game.slug,
    username: player.username,
    currency,
    wager: toDecimalString(wager),
    payout: toDecimalString(payout),
    multiplier: formatMultiplier(outcome.multiplier),
    createdAt: round.created_at.toISOString(),
  };
  announceRound(events, deps.config, player.id, item, wagerUsd);
  // A free play moved nothing, so it raises no wallet event.
  const balance =
    wager > 0n
      ? await raiseWalletEvent(trx, events, player.id, currency)
      : await accountBalance(trx, player.id, 'main', currency);
  const seed = {
    seed: seeds.serverSeed,
    seed_hash: seeds.seedHash,
    client_seed: seeds.clientSeed,
    state: 'current' as const,
  };
  return { round: presentRound(round, seed), balance };
}
