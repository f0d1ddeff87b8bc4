import { randomUUID } from 'node:crypto';
import {
  CRYPTO_CURRENCIES,
  isCryptoCode,
  parseAmount,
  type showBetRequestSchema,
  type showBetResponseSchema,
  toDecimalString,
} from '@ante/core';
import type { z } from 'zod';
import { betLevels } from '../bet-levels';
import { CasinoRefusal, CasinoUnreachable } from '../casino-client';
import { REFUSAL_STATUS } from '../play-round';
import { StudioError } from '../studio-error';
import { betCall } from './resolve-show-bet';
import { BET_COLUMNS, type BetRow, playerBet } from './show-bet-row';
import type { ShowDeps } from './show-deps';
import { showSession } from './show-session';

/** Bets one player may place in one round: enough for any spread of chips, not a flood. */
export const MAX_BETS_PER_ROUND = 30;
/** The largest single stake, in steps of the currency's smallest bet (about $10,000 at the ladder's prices); the casino's limits apply too. */
const MAX_STAKE_STEPS = 100_000n;

function stakeOf(currency: string, raw: string): bigint {
  if (!isCryptoCode(currency))
    throw new StudioError(400, 'CURRENCY_NOT_SUPPORTED', `${currency} is not played here.`);
  const smallest = betLevels(currency)[0];
  if (!smallest) throw new StudioError(400, 'CURRENCY_NOT_SUPPORTED', `${currency} is not played here.`);
  try {
    return parseAmount(raw, {
      decimals: CRYPTO_CURRENCIES[currency].significantDigits,
      maxAtoms: parseAmount(smallest) * MAX_STAKE_STEPS,
    });
  } catch (error) {
    throw new StudioError(400, 'INVALID_BET', `${(error as Error).message}.`);
  }
}

/**
 * A stake on one spot of the open round. The bet is written `pending` first, by a
 * statement that inserts only while the named round is open by the database's clock
 * (`now() < closes_at`): the studio's clock decides when betting closes, not the
 * browser's, and a bet that lost the race with the close is refused before any money
 * moves. Then the casino is asked for the stake; a refusal marks the bet refused and
 * passes the casino's reason on, and a lost answer leaves it pending for settlement
 * to resolve (the same `bet` again, or a rollback), so the player is told to wait.
 */
export async function placeShowBet(
  deps: ShowDeps,
  input: z.infer<typeof showBetRequestSchema>,
): Promise<z.infer<typeof showBetResponseSchema>> {
  const session = await showSession(deps, input.sessionKey);
  if (!deps.game.document.spots.some((spot) => spot.id === input.spot))
    throw new StudioError(400, 'INVALID_SPOT', `There is no spot called ${input.spot}.`);
  const amount = toDecimalString(stakeOf(session.currency, input.amount));
  return deps.locks.run(session.player_key, async () => {
    const id = randomUUID();
    const [row] = await deps.store.query<BetRow>(
      `INSERT INTO show_bets (id, round_id, session_key, player_key, username, casino_session_id, spot, currency, amount, status)
       SELECT $1, r.id, $3, $4, $5, $6, $7, $8, $9, 'pending' FROM show_rounds r
       WHERE r.id = $2 AND r.game = $10 AND r.status = 'open' AND now() >= r.opens_at AND now() < r.closes_at
         AND (SELECT count(*) FROM show_bets b WHERE b.round_id = r.id AND b.player_key = $4) < $11
       RETURNING ${BET_COLUMNS}`,
      [
        id,
        input.roundId,
        session.key,
        session.player_key,
        session.username,
        session.casino_session_id,
        input.spot,
        session.currency,
        amount,
        deps.game.slug,
        MAX_BETS_PER_ROUND,
      ],
    );
    if (!row) throw await whyRefused(deps, input.roundId, session.player_key);
    let balance: string;
    try {
      balance = (await deps.casino.call('bet', betCall(deps, row))).balance;
    } catch (error) {
      if (error instanceof CasinoRefusal) {
        await deps.store.query(
          "UPDATE show_bets SET status = 'refused' WHERE id = $1 AND status = 'pending'",
          [id],
        );
        const message =
          error.code === 'SESSION_EXPIRED' ? 'This game session has ended. Reopen the game.' : error.message;
        throw new StudioError(REFUSAL_STATUS[error.code] ?? 409, error.code, message);
      }
      if (error instanceof CasinoUnreachable) {
        throw new StudioError(
          503,
          'UNAVAILABLE',
          'The casino did not answer. If the bet was taken it plays; if not, it is refunded when the round ends.',
        );
      }
      throw error;
    }
    const [placed] = await deps.store.query<BetRow>(
      `UPDATE show_bets SET status = 'placed' WHERE id = $1 AND status = 'pending' RETURNING ${BET_COLUMNS}`,
      [id],
    );
    // Settlement may have resolved it first (the close came while the casino answered): report what it found.
    const [current] = placed
      ? [placed]
      : await deps.store.query<BetRow>(`SELECT ${BET_COLUMNS} FROM show_bets WHERE id = $1`, [id]);
    return { bet: playerBet(current ?? row), balance };
  });
}

/** Why the insert took no row: an unknown round, betting not open, or the player's bets used up. */
async function whyRefused(deps: ShowDeps, roundId: number, playerKey: string): Promise<StudioError> {
  const [round] = await deps.store.query<{ status: string; early: boolean; count: string }>(
    `SELECT r.status, now() < r.opens_at AS early,
       (SELECT count(*) FROM show_bets b WHERE b.round_id = r.id AND b.player_key = $3) AS count
     FROM show_rounds r WHERE r.id = $1 AND r.game = $2`,
    [roundId, deps.game.slug, playerKey],
  );
  if (!round) return new StudioError(404, 'ROUND_NOT_FOUND', `There is no round ${roundId} yet.`);
  if (round.early)
    return new StudioError(409, 'BETTING_CLOSED', `Betting for round ${roundId} has not opened yet.`);
  if (Number(round.count) >= MAX_BETS_PER_ROUND && round.status === 'open')
    return new StudioError(
      429,
      'TOO_MANY_BETS',
      `A player may place at most ${MAX_BETS_PER_ROUND} bets in one round.`,
    );
  return new StudioError(
    409,
    'BETTING_CLOSED',
    `Betting for round ${roundId} has closed. Bet on the next round.`,
  );
}
