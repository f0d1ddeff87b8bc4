import { randomUUID } from 'node:crypto';
import {
  type BetResponse,
  type CryptoCode,
  capPayout,
  formatMultiplier,
  fromDecimalString,
  GameRuleError,
  isCryptoCode,
  MULTIPLIER_SCALE,
  type MultiStepGame,
  multiplyByRate,
  payoutOf,
  profitCapAtoms,
  type StepOutcome,
  toDecimalString,
} from '@ante/core';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { RoundsTable } from '../../lib/db/schema';
import { Conflict, NotFound } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import { parseInput } from '../../lib/validate';
import { takeNonce } from '../fairness/seed-pairs';
import { drawWithinRound } from '../jackpot/pay-jackpot';
import { accountBalance } from '../ledger/accounts';
import { checkPlayLimits } from '../play-limits/enforce-play-limits';
import { settleStakeRewards } from '../rewards/stake-rewards';
import { requireSupportedCurrency } from '../wallet/currency-rules';
import { raiseWalletEvent } from '../wallet/wallet-event';
import { type BetDeps, type BetInput, checkLimits, parseWager } from './place-bet';
import { presentRound } from './present-round';
import { announceRound, pay, stake } from './round-ledger';

/** One pipeline serves every multi-step game; each game validates its own params, state and actions. */
type AnyGame = MultiStepGame<any, any, any, any>;
/** The player, named as the public feeds show them (null when playing privately). */
type Player = { id: string; username: string | null };

type SeedRow = {
  seed: string;
  seed_hash: string;
  client_seed: string | null;
  state: 'next' | 'current' | 'revealed';
};

async function seedsOf(trx: Db, round: Selectable<RoundsTable>) {
  // Only a game provider's round lacks a seed pair, and those never reach this pipeline.
  if (round.seed_id === null || round.nonce === null) throw new Error(`round ${round.id} has no seed pair`);
  const seed = await trx
    .selectFrom('server_seeds')
    .select(['seed', 'seed_hash', 'client_seed', 'state'])
    .where('id', '=', round.seed_id)
    .executeTakeFirstOrThrow();
  return {
    row: seed,
    seeds: { serverSeed: seed.seed, clientSeed: seed.client_seed ?? '', nonce: round.nonce },
  };
}

/** What cashing out now would give, or null where the rules allow no cash out at this point. */
function cashoutNow(game: AnyGame, state: unknown): StepOutcome<unknown> | null {
  try {
    return game.cashout(state);
  } catch (error) {
    if (error instanceof GameRuleError) return null;
    throw error;
  }
}

/**
 * Holds a step to the round's profit cap (core games/limits.ts): a round still open
 * whose cash-out value has reached its stakes plus the cap ends here, cashed out,
 * since playing on could win it nothing more. The step's extra stake is kept.
 */
function capStep(
  game: AnyGame,
  outcome: StepOutcome<unknown>,
  base: bigint,
  total: bigint,
  cap: bigint | null,
): StepOutcome<unknown> {
  if (outcome.finished || cap === null) return outcome;
  const cashed = cashoutNow(game, outcome.state);
  if (!cashed || payoutOf(base, cashed.multiplier ?? 0n) < total + cap) return outcome;
  return { ...cashed, extraStake: outcome.extraStake };
}

/**
 * Applies one step's outcome: debits any extra stake the action needs, stores the
 * new state, and when the round is over pays it and announces it. The payout's
 * idempotency key is per round, so a round pays once however requests race. What a
 * round pays is held to its stakes plus the maximum profit, valued at the rate the
 * round was staked at (its `wager_usd`), so a price moving mid-round changes nothing.
 */
async function applyStep(
  trx: Db,
  events: PendingEvents,
  deps: BetDeps,
  player: Player,
  game: AnyGame,
  round: Selectable<RoundsTable>,
  stepOutcome: StepOutcome<unknown>,
  seed: SeedRow,
): Promise<BetResponse> {
  const base = fromDecimalString(round.amount);
  const extra = payoutOf(base, stepOutcome.extraStake);
  const extraStake = fromDecimalString(round.extra_stake) + extra;
  const total = base + extraStake;
  const cap = profitCapAtoms(deps.config.maxProfitUsd, base, fromDecimalString(round.wager_usd));
  const outcome = capStep(game, stepOutcome, base, total, cap);
  const step = round.steps + 1;
  // An added stake (double, split, insurance) counts against the player's limits at the round's rate.
  const amountAtoms = fromDecimalString(round.amount);
  if (extra > 0n && amountAtoms > 0n) {
    await checkPlayLimits(trx, deps, player.id, (extra * fromDecimalString(round.wager_usd)) / amountAtoms);
  }
  await stake(trx, {
    userId: player.id,
    roundId: round.id,
    currency: round.currency,
    amount: extra,
    key: `bet:${round.id}:${step}`,
  });
  let payout: bigint | null = null;
  if (outcome.finished) {
    payout = capPayout(payoutOf(base, outcome.multiplier ?? 0n), total, cap);
    await pay(trx, { userId: player.id, roundId: round.id, currency: round.currency, amount: payout });
  }
  const view = game.view(outcome.state);
  // The round's multiplier is its return on everything staked (base plus extras).
  const roundMultiplier =
    payout === null ? null : total === 0n ? (outcome.multiplier ?? 0n) : (payout * MULTIPLIER_SCALE) / total;
  const updated = await trx
    .updateTable('rounds')
    .set({
      extra_stake: toDecimalString(extraStake),
      steps: step,
      state: JSON.stringify(outcome.state),
      result: JSON.stringify(view),
      ...(outcome.finished
        ? {
            status: 'finished' as const,
            multiplier: formatMultiplier(roundMultiplier ?? 0n),
            payout: toDecimalString(payout ?? 0n),
            finished_at: sql`now()`,
          }
        : {}),
    })
    .where('id', '=', round.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (outcome.finished) {
    const item = {
      roundId: round.id,
      game: game.slug,
      username: player.username,
      currency: round.currency,
      wager: toDecimalString(total),
      payout: toDecimalString(payout ?? 0n),
      multiplier: formatMultiplier(roundMultiplier ?? 0n),
      createdAt: updated.created_at.toISOString(),
    };
    announceRound(events, deps.config, player.id, item, fromDecimalString(updated.stake_usd));
  }
  // The global pot's draw on everything the settled round staked (stake_usd, as the pot
  // and xp count it), in this transaction. Without a fresh price a win could not be
  // converted into the round's currency, so the round finishes without a draw rather
  // than not at all: its stake must never wait on a price feed.
  const currency = round.currency;
  const wonJackpot =
    outcome.finished &&
    isCryptoCode(currency) &&
    deps.rates.isUsable(currency) &&
    (await drawWithinRound(trx, events, deps, {
      id: round.id,
      userId: player.id,
      currency,
      stakeUsd: fromDecimalString(updated.stake_usd),
      game: round.game,
      params: round.params,
    }));
  // What a new stake earned (a rank, a met rollover's bonus), in this transaction.
  if (round.steps === 0 || extra > 0n) await settleStakeRewards(trx, events, player.id, round.currency);
  const moved = extra > 0n || (payout ?? 0n) > 0n || wonJackpot;
  const balance = moved
    ? await raiseWalletEvent(trx, events, player.id, round.currency)
    : await accountBalance(trx, player.id, 'main', round.currency);
  return { round: presentRound(updated, seed), balance };
}

/** Starts a multi-step round: at most one open round per player and game (409 otherwise). */
export async function startRound(
  trx: Db,
  events: PendingEvents,
  deps: BetDeps,
  player: Player,
  game: AnyGame,
  input: BetInput,
): Promise<BetResponse> {
  const currency: CryptoCode = requireSupportedCurrency(deps.config, input.currency);
  const wager = parseWager(currency, input.amount);
  const params = parseInput(game.paramsSchema, input.params ?? {});
  // No refusal on the game's best outcome: its rounds are capped at the maximum profit.
  checkLimits(deps, game.slug, currency, wager, null);
  if (wager === 0n) await deps.freePlays();
  // `provider_id is null` matches the partial index that keeps one open round per player
  // and game (rounds_one_active): without it the planner reads every round the player has
  // ever played of this game, and a bet slows down as the table grows.
  const open = await trx
    .selectFrom('rounds')
    .select('id')
    .where('user_id', '=', player.id)
    .where('game', '=', game.slug)
    .where('status', '=', 'active')
    .where('provider_id', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (open) throw new Conflict('You already have a round in progress; finish it first.', 'ROUND_IN_PROGRESS');
  const wagerUsd = multiplyByRate(wager, deps.rates.usdPrice(currency));
  // After the open round's row, before any account: the order every stake takes its locks in.
  await checkPlayLimits(trx, deps, player.id, wagerUsd);
  const roundId = randomUUID();
  await stake(trx, { userId: player.id, roundId, currency, amount: wager, key: `bet:${roundId}` });
  const seeds = await takeNonce(trx, player.id);
  const outcome = game.start(
    { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
    params,
  );
  const round = await trx
    .insertInto('rounds')
    .values({
      id: roundId,
      user_id: player.id,
      game: game.slug,
      currency,
      amount: toDecimalString(wager),
      wager_usd: toDecimalString(wagerUsd),
      seed_id: seeds.seedId,
      nonce: seeds.nonce,
      params: JSON.stringify(params),
      state: JSON.stringify(outcome.state),
      status: 'active',
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: { code?: string }) => {
      if (error.code === '23505')
        throw new Conflict('You already have a round in progress; finish it first.', 'ROUND_IN_PROGRESS');
      throw error;
    });
  const seed: SeedRow = {
    seed: seeds.serverSeed,
    seed_hash: seeds.seedHash,
    client_seed: seeds.clientSeed,
    state: 'current',
  };
  return applyStep(trx, events, deps, player, game, round, outcome, seed);
}

async function lockActiveRound(trx: Db, player: Player, game: AnyGame, roundId: string) {
  const round = await trx
    .selectFrom('rounds')
    .selectAll()
    .where('id', '=', roundId)
    .where('user_id', '=', player.id)
    .where('game', '=', game.slug)
    .forUpdate()
    .executeTakeFirst();
  if (!round) throw new NotFound('Round not found.');
  if (round.status !== 'active') throw new Conflict('This round is already finished.', 'ROUND_FINISHED');
  return round;
}

function rule<T>(apply: () => T): T {
  try {
    return apply();
  } catch (error) {
    if (error instanceof GameRuleError) throw new Conflict(error.message, 'ACTION_NOT_ALLOWED');
    throw error;
  }
}

/**
 * One player action on their open round (reveal, hit, higher, pick, ...).
 * `assertMayStake` throws when the player may not stake now (a break): an action that
 * adds a stake (double, split, insurance) is then refused, while one that adds none
 * still runs, so a round opened before the break can be finished.
 */
export async function actOnRound(
  trx: Db,
  events: PendingEvents,
  deps: BetDeps,
  player: Player,
  game: AnyGame,
  roundId: string,
  rawAction: unknown,
  assertMayStake: () => void,
): Promise<BetResponse> {
  const action = parseInput(game.actionSchema, rawAction);
  const round = await lockActiveRound(trx, player, game, roundId);
  const { row, seeds } = await seedsOf(trx, round);
  const outcome = rule(() => game.act(seeds, round.state, action));
  if (outcome.extraStake > 0n) assertMayStake();
  return applyStep(trx, events, deps, player, game, round, outcome, row);
}

/** Ends the player's open round at its current multiplier. */
export async function cashoutRound(
  trx: Db,
  events: PendingEvents,
  deps: BetDeps,
  player: Player,
  game: AnyGame,
  roundId: string,
): Promise<BetResponse> {
  const round = await lockActiveRound(trx, player, game, roundId);
  const outcome = rule(() => game.cashout(round.state));
  const { row } = await seedsOf(trx, round);
  return applyStep(trx, events, deps, player, game, round, outcome, row);
}
