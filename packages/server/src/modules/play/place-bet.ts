import { randomUUID } from 'node:crypto';
import {
  AmountError,
  ATOM_DECIMALS,
  type BetResponse,
  bestProfitAtoms,
  CRYPTO_CURRENCIES,
  type CryptoCode,
  canonicalDecimal,
  formatMultiplier,
  type Multiplier,
  multiplyByRate,
  parseAmount,
  payoutOf,
  type Round,
  type SingleStepGame,
  toDecimalString,
  usdText,
} from '@ante/core';
import { sql } from 'kysely';
import type { Bus } from '../../lib/bus/bus';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { Conflict, ValidationError } from '../../lib/errors';
import { PendingEvents } from '../../lib/events';
import { pendingClaim } from '../../lib/idempotency/key-claim';
import { ledgerTransfers } from '../../lib/metrics/metrics';
import { parseInput } from '../../lib/validate';
import type { GameRules } from '../catalogue/game-rules';
import type { SeedPairCache } from '../fairness/seed-pair-cache';
import type { JackpotRuntime } from '../jackpot/draw';
import { type DrawDeps, drawAfterRound } from '../jackpot/pay-jackpot';
import { ledgerRefusal } from '../ledger/post-transfer';
import { enforcePlayLimits } from '../play-limits/enforce-play-limits';
import type { PlayLimitFlags } from '../play-limits/limit-flags';
import { settleRewardsAfterBet } from '../rewards/stake-rewards';
import { requireSupportedCurrency } from '../wallet/currency-rules';
import type { RatesService } from '../wallet/rates/rates-service';
import { announceBalance } from '../wallet/wallet-event';
import type { BetBatch, PlayedRound } from './bet-batch';
import type { FreePlayLimit } from './free-plays';
import { announceRound, houseShardOf } from './round-ledger';

export interface BetInput {
  currency: CryptoCode;
  amount: string;
  params?: unknown;
}

export interface BetDeps extends DrawDeps {
  config: Config;
  rates: RatesService;
  rules: GameRules;
  jackpot: JackpotRuntime;
  freePlays: FreePlayLimit;
  /** Who has deposit, loss, wager or time limits (modules/play-limits). */
  playLimits: PlayLimitFlags;
}

/** The wager, in the currency's precision; zero is a free play that moves nothing. */
export function parseWager(currency: CryptoCode, raw: string): bigint {
  try {
    return parseAmount(raw, { decimals: CRYPTO_CURRENCIES[currency].significantDigits, allowZero: true });
  } catch (error) {
    if (error instanceof AmountError) throw new ValidationError(`${error.message}.`, 'amount');
    throw error;
  }
}

/**
 * A bet that carries several stakes in its params (roulette chips, baccarat spots):
 * each must be in the currency's precision, as an amount typed anywhere else must,
 * and together they must be the bet's amount, so the ledger debits exactly what the
 * table shows.
 */
function checkStakes<P>(
  game: SingleStepGame<P, unknown>,
  currency: CryptoCode,
  params: P,
  wager: bigint,
): void {
  const stakes = game.stakes?.(params);
  if (!stakes) return;
  const decimals = CRYPTO_CURRENCIES[currency].significantDigits;
  const step = 10n ** BigInt(ATOM_DECIMALS - decimals);
  const fine = stakes.find((stake) => stake % step !== 0n);
  if (fine !== undefined) {
    throw new ValidationError(
      `A stake of ${toDecimalString(fine)} has more than the ${decimals} decimal places of ${currency}.`,
      'params',
    );
  }
  const staked = stakes.reduce((sum, stake) => sum + stake, 0n);
  if (staked !== wager) {
    throw new ValidationError(
      `The amount must equal the total of the chips (${toDecimalString(staked)}).`,
      'amount',
    );
  }
}

/**
 * Refuses a new round of a game the catalogue disabled, a wager outside the game's
 * limits or above BET_MAX_USD, or, for a game whose best outcome is known from its
 * params (`maxMultiplier` given), one whose best outcome would win more than
 * MAX_PROFIT_USD; and any new round while the currency has no fresh price to value
 * it by (503), since a stale or zero price would value it wrongly or at $0. A
 * multi-step game passes no multiplier: its rounds are capped at the maximum profit
 * instead (core games/limits.ts, `profitRule`).
 */
export function checkLimits(
  deps: Pick<BetDeps, 'config' | 'rates' | 'rules'>,
  slug: string,
  currency: CryptoCode,
  wager: bigint,
  maxMultiplier: Multiplier | null,
): void {
  const usdPrice = deps.rates.usdPrice(currency);
  const wagerUsd = multiplyByRate(wager, usdPrice);
  deps.rules.check(slug, wagerUsd, wager);
  if (wagerUsd > parseAmount(deps.config.betMaxUsd)) {
    const max = deps.config.betMaxUsd;
    throw new ValidationError(`The largest bet is worth ${usdText(max)}.`, 'amount').naming(max);
  }
  if (maxMultiplier === null) return;
  const profit = bestProfitAtoms(wager, maxMultiplier);
  if (multiplyByRate(profit, usdPrice) > parseAmount(deps.config.maxProfitUsd)) {
    const max = deps.config.maxProfitUsd;
    throw new ValidationError(
      `This bet could win more than the ${usdText(max)} maximum profit; lower the amount.`,
      'amount',
    ).naming(max);
  }
}

/** How often a bet recomputes after finding its seed pair moved on (another node's bet, a rotation). */
const MAX_SEED_RETRIES = 20;

/**
 * One round of a single-step game as one call of ante_play_round, which takes the
 * nonce, debits the wager into a house shard, credits the payout and records the
 * round, all or nothing. The call goes to the database with the other players' rounds
 * of the moment in one statement and one commit (`batch`, bet-batch.ts). The outcome
 * is computed here beforehand for the nonce the pair is expected to be at (the cache
 * in `seeds`); the call takes that nonce only if the pair is still current and still
 * there, and otherwise changes nothing, so the bet reads the pair again and
 * recomputes. Bets of one player on one node queue behind each other
 * (`seeds.serialize`), so in practice only another node or a rotation makes it retry.
 * The feeds hear of the round after its batch has committed. A bet sent with an
 * Idempotency-Key hands the key to the same call, which records it once it has taken
 * the nonce (migration 0025), and a stale attempt records nothing. A player with
 * deposit, loss, wager or time limits is the exception: their call runs alone, in a
 * transaction that first takes their play-limits lock and checks the period's totals
 * (modules/play-limits), so the totals read and the round recorded are one transaction.
 */
export async function placeBet<P, R>(
  db: Db,
  bus: Bus,
  deps: BetDeps,
  seeds: SeedPairCache,
  batch: BetBatch,
  player: { id: string; username: string | null },
  game: SingleStepGame<P, R>,
  input: BetInput,
): Promise<BetResponse> {
  const currency = requireSupportedCurrency(deps.config, input.currency);
  const wager = parseWager(currency, input.amount);
  const wagerUsd = multiplyByRate(wager, deps.rates.usdPrice(currency));
  const params = parseInput(game.paramsSchema, input.params ?? {});
  checkStakes(game, currency, params, wager);
  checkLimits(deps, game.slug, currency, wager, game.maxMultiplier(params));
  if (wager === 0n) await deps.freePlays();
  const limited = wagerUsd > 0n && (await deps.playLimits.has(db, player.id));

  const roundId = randomUUID();
  const claim = pendingClaim();
  const settled = await seeds.serialize(player.id, async () => {
    for (let attempt = 0; attempt < MAX_SEED_RETRIES; attempt += 1) {
      const pair = await seeds.current(db, player.id, attempt > 0);
      const outcome = game.play(
        { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
        params,
      );
      // Several stakes (roulette, baccarat) are paid exactly, stake by stake; see SingleStepGame.play.
      const payout = outcome.payout ?? payoutOf(wager, outcome.multiplier);
      const multiplier = formatMultiplier(outcome.multiplier);
      let row: PlayedRound | undefined;
      try {
        if (limited) {
          const { rows } = await db.transaction().execute(async (trx) => {
            await enforcePlayLimits(trx, deps.rates, player.id, wagerUsd);
            return sql<PlayedRound>`select * from ante_play_round(
              ${roundId}::uuid, ${player.id}::uuid, ${game.slug}, ${currency}, ${toDecimalString(wager)}::numeric,
              ${toDecimalString(wagerUsd)}::numeric, ${multiplier}::numeric, ${toDecimalString(payout)}::numeric,
              ${pair.seedId}::uuid, ${pair.nonce}::integer, ${JSON.stringify(params)}::jsonb,
              ${JSON.stringify(outcome.result)}::jsonb, ${houseShardOf(roundId)}::integer,
              ${claim?.key ?? null}::text, ${claim?.route ?? null}::text, ${claim?.requestHash ?? null}::text)`.execute(
              trx,
            );
          });
          row = rows[0];
        } else {
          row =
            (await batch.play({
              round: roundId,
              user: player.id,
              game: game.slug,
              currency,
              amount: toDecimalString(wager),
              wagerUsd: toDecimalString(wagerUsd),
              multiplier,
              payout: toDecimalString(payout),
              seed: pair.seedId,
              nonce: pair.nonce,
              params,
              result: outcome.result,
              claimKey: claim?.key ?? null,
              claimRoute: claim?.route ?? null,
              claimHash: claim?.requestHash ?? null,
            })) ?? undefined;
        }
      } catch (error) {
        throw ledgerRefusal(error) ?? error;
      }
      if (!row) continue;
      if (claim) claim.recorded = true;
      // ante_play_round posted these two transfers itself (its statement has committed).
      if (wager > 0n) ledgerTransfers.inc({ code: 'bet' });
      if (wager > 0n && payout > 0n) ledgerTransfers.inc({ code: 'payout' });
      seeds.advance(player.id, pair);
      return {
        pair,
        outcome,
        payout,
        multiplier,
        balance: canonicalDecimal(row.r_balance),
        createdAt: row.r_created_at,
        player: { xp: row.r_xp, rankId: row.r_rank_id, rolloverOpen: row.r_rollover_open },
      };
    }
    seeds.forget(player.id);
    throw new Conflict('Your seed pair kept changing while this bet was placed. Please try again.');
  });

  const { pair, outcome, payout, multiplier, balance, createdAt, player: standing } = settled;
  const events = new PendingEvents();
  announceRound(
    events,
    deps.config,
    player.id,
    {
      roundId,
      game: game.slug,
      username: player.username,
      currency,
      wager: toDecimalString(wager),
      payout: toDecimalString(payout),
      multiplier,
      createdAt: createdAt.toISOString(),
    },
    wagerUsd,
  );
  // A free play moved nothing, so it raises no wallet event.
  if (wager > 0n) announceBalance(events, player.id, currency, balance);
  await events.publish(bus);
  // The global pot's draw, once the round has settled; a win is paid in its own transaction.
  const afterJackpot = await drawAfterRound(db, bus, deps, {
    id: roundId,
    userId: player.id,
    currency,
    stakeUsd: wagerUsd,
    game: game.slug,
    params,
  });
  // What the stake earned (a rank, a met rollover's bonus), once the bet has committed.
  await settleRewardsAfterBet(db, bus, deps.log, player.id, currency, standing);
  return {
    round: {
      id: roundId,
      game: game.slug,
      currency,
      amount: toDecimalString(wager),
      multiplier,
      payout: toDecimalString(payout),
      nonce: pair.nonce,
      serverSeedHash: pair.seedHash,
      clientSeed: pair.clientSeed,
      serverSeed: null,
      params: params as Round['params'],
      result: outcome.result as Round['result'],
      status: 'finished',
      createdAt: createdAt.toISOString(),
    },
    balance: afterJackpot ?? balance,
  };
}
