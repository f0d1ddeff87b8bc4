import {
  type CryptoCode,
  fromDecimalString,
  isCryptoCode,
  isRestrictedTerritory,
  multiplyByRate,
  type ProviderRequest,
  toDecimalString,
  multiplier as toMultiplier,
} from '@ante/core';
import type { Db } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import { postTransfer } from '../ledger/post-transfer';
import { type BetDeps, checkLimits, parseWager } from '../play/place-bet';
import { checkPlayLimits } from '../play-limits/enforce-play-limits';

/** What a provider's bet needs of the casino: a bet's dependencies, less the free-play count (a provider stakes no zero bet). */
export type ProviderBetDeps = Omit<BetDeps, 'freePlays'>;

import { settleStakeRewards } from '../rewards/stake-rewards';
import { EXCLUSION_COLUMNS, exclusionOf } from '../self-exclusion/exclusion-of';
import { raiseWalletEvent } from '../wallet/wallet-event';
import { enforceSlotPace } from './enforce-slot-pace';
import { ProviderError } from './provider-error';
import { providerGame } from './provider-game';
import { openProviderRound } from './provider-round';
import { providerSession } from './provider-session';
import { claimTransaction, completeTransaction, requestHash } from './provider-transactions';

/** A casino refusal of a bet, in the protocol's words. */
function asProviderError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'INSUFFICIENT_BALANCE') return new ProviderError('INSUFFICIENT_FUNDS', error.message);
  if (error.code === 'GAME_DISABLED') return new ProviderError('GAME_UNAVAILABLE', error.message);
  if (error.status === 503) return new ProviderError('UNAVAILABLE', error.message);
  if (error.code === 'LIMIT_REACHED') return new ProviderError('LIMIT_EXCEEDED', error.message);
  if (error.status === 400 && error.field === 'amount')
    return new ProviderError('LIMIT_EXCEEDED', error.message);
  if (error.status === 400) return new ProviderError('INVALID_REQUEST', error.message);
  return error;
}

/** The amount in the session currency's precision, or INVALID_REQUEST. */
export function providerAmount(currency: CryptoCode, raw: string, positive: boolean): bigint {
  let amount: bigint;
  try {
    amount = parseWager(currency, raw);
  } catch (error) {
    throw new ProviderError('INVALID_REQUEST', (error as Error).message);
  }
  if (positive && amount <= 0n) throw new ProviderError('INVALID_REQUEST', 'amount must be above zero.');
  return amount;
}

/**
 * `bet`: takes `amount` from the session's player into the provider's house account,
 * as one ledger transfer keyed by the provider's transaction id, and adds it to the
 * round `roundId` (opened by its first bet). Refused for an expired session, a player
 * on a break or in a territory restricted since launch, a game the catalogue does not
 * serve from this provider, a stake outside the game's and the casino's limits
 * (BET_MAX_USD, and the maximum profit at the game's largest multiplier), a round that
 * is closed, a slot's new round too soon after the player's last one under the UK
 * profile (enforce-slot-pace.ts), and a balance that does not cover it. The stake then earns what any
 * stake earns: xp, rank, rollover progress (settleStakeRewards), and when the round
 * settles, the feeds and the pot.
 */
export async function placeProviderBet(
  trx: Db,
  events: PendingEvents,
  deps: ProviderBetDeps,
  providerId: string,
  request: ProviderRequest<'bet'>,
): Promise<{ balance: string }> {
  const session = await providerSession(trx, providerId, request.sessionId, {
    live: true,
    minutes: deps.config.providers.sessionMinutes,
  });
  const claim = await claimTransaction(trx, {
    providerId,
    transactionId: request.transactionId,
    kind: 'bet',
    sessionId: session.id,
    hash: requestHash('bet', request),
  });
  if ('replay' in claim) return { balance: claim.replay };

  const user = await trx
    .selectFrom('users')
    .select([...EXCLUSION_COLUMNS, 'locked_at'])
    .where('id', '=', session.userId)
    .executeTakeFirstOrThrow();
  if (exclusionOf(user)) throw new ProviderError('PLAYER_BLOCKED', 'The player is on a break.');
  // A game session opened before staff locked the account must not take another bet.
  if (user.locked_at) throw new ProviderError('PLAYER_BLOCKED', 'The account is locked.');
  if (session.country && isRestrictedTerritory(session.country, deps.config.restrictedTerritories)) {
    throw new ProviderError('PLAYER_BLOCKED', 'The player is in a restricted territory.');
  }
  if (!isCryptoCode(session.currency)) throw new Error(`session currency ${session.currency}`);
  const currency = session.currency;
  const amount = providerAmount(currency, request.amount, true);
  const game = await providerGame(trx, providerId, session.game);
  try {
    checkLimits(
      deps,
      game.slug,
      currency,
      amount,
      game.maxMultiplier === null ? null : toMultiplier(game.maxMultiplier),
    );
  } catch (error) {
    throw asProviderError(error);
  }
  if (game.slot) {
    await enforceSlotPace(trx, {
      gapMs: deps.config.rg.slotBetGapMs,
      userId: session.userId,
      providerId,
      providerRoundId: request.roundId,
    });
  }
  const amountUsd = multiplyByRate(amount, deps.rates.usdPrice(currency));
  try {
    await checkPlayLimits(trx, deps, session.userId, amountUsd);
  } catch (error) {
    throw asProviderError(error);
  }

  const round = await openProviderRound(trx, {
    providerId,
    providerRoundId: request.roundId,
    session,
    rtp: game.rtp,
  });
  if (round.status !== 'active' || (await roundHasRollback(trx, round.id))) {
    throw new ProviderError('ROUND_CLOSED', `Round ${request.roundId} is closed.`);
  }
  try {
    await postTransfer(trx, {
      code: 'bet',
      from: { userId: session.userId, kind: 'main' },
      to: { provider: providerId },
      currency,
      amount,
      idempotencyKey: `provider:${providerId}:${request.transactionId}`,
      reference: `round:${round.id}`,
    });
  } catch (error) {
    throw asProviderError(error);
  }
  await trx
    .updateTable('rounds')
    .set({
      amount: toDecimalString(fromDecimalString(round.amount) + amount),
      wager_usd: toDecimalString(fromDecimalString(round.wager_usd) + amountUsd),
    })
    .where('id', '=', round.id)
    .execute();
  await settleStakeRewards(trx, events, session.userId, currency);
  const balance = await raiseWalletEvent(trx, events, session.userId, currency);
  await completeTransaction(trx, {
    providerId,
    transactionId: request.transactionId,
    roundId: round.id,
    amount: toDecimalString(amount),
    amountUsd: toDecimalString(amountUsd),
    balance,
  });
  return { balance };
}

/** Whether any bet of the round was rolled back: such a round takes no more bets or wins. */
export async function roundHasRollback(trx: Db, roundId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('provider_transactions')
    .select('transaction_id')
    .where('round_id', '=', roundId)
    .where('rolled_back', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
