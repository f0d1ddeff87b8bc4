import { randomUUID } from 'node:crypto';
import {
  type CryptoCode,
  canonicalDecimal,
  formatMultiplier,
  fromDecimalString,
  isCryptoCode,
  MULTIPLIER_SCALE,
  type ProviderRoundParams,
  toDecimalString,
} from '@ante/core';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { RoundsTable } from '../../lib/db/schema';
import type { PendingEvents } from '../../lib/events';
import { drawWithinRound } from '../jackpot/pay-jackpot';
import { announceRound } from '../play/round-ledger';
import type { ProviderBetDeps } from './place-provider-bet';
import { ProviderError } from './provider-error';
import type { ProviderSession } from './provider-session';

export type RoundRow = Selectable<RoundsTable>;

/** The round the provider calls `roundId`, locked for this transaction; undefined when unknown. */
export async function lockProviderRound(
  trx: Db,
  providerId: string,
  providerRoundId: string,
  session: ProviderSession,
): Promise<RoundRow | undefined> {
  const round = await trx
    .selectFrom('provider_rounds')
    .innerJoin('rounds', 'rounds.id', 'provider_rounds.round_id')
    .selectAll('rounds')
    .where('provider_rounds.provider_id', '=', providerId)
    .where('provider_rounds.provider_round_id', '=', providerRoundId)
    .forUpdate()
    .executeTakeFirst();
  if (round && (round.user_id !== session.userId || round.game !== session.game)) {
    throw new ProviderError('INVALID_REQUEST', `Round ${providerRoundId} belongs to another player or game.`);
  }
  return round;
}

/**
 * The open round `roundId` of this session's player, made on its first bet: a row of
 * `rounds` with nothing staked yet (the bet adds its stake), whose params record the
 * provider and the RTP the catalogue publishes now. Two first bets of one round racing
 * meet at provider_rounds' unique key: the loser drops the row it made and takes the
 * winner's.
 */
export async function openProviderRound(
  trx: Db,
  input: { providerId: string; providerRoundId: string; session: ProviderSession; rtp: string },
): Promise<RoundRow> {
  const known = await lockProviderRound(trx, input.providerId, input.providerRoundId, input.session);
  if (known) return known;
  const params: ProviderRoundParams = { providerId: input.providerId, rtp: canonicalDecimal(input.rtp) };
  const id = randomUUID();
  await trx
    .insertInto('rounds')
    .values({
      id,
      user_id: input.session.userId,
      game: input.session.game,
      currency: input.session.currency,
      amount: '0',
      wager_usd: '0',
      seed_id: null,
      nonce: null,
      provider_id: input.providerId,
      params: JSON.stringify(params),
      result: JSON.stringify({ providerRoundId: input.providerRoundId }),
      status: 'active',
    })
    .execute();
  const linked = await trx
    .insertInto('provider_rounds')
    .values({
      round_id: id,
      provider_id: input.providerId,
      provider_round_id: input.providerRoundId,
      session_id: input.session.id,
    })
    .onConflict((oc) => oc.columns(['provider_id', 'provider_round_id']).doNothing())
    .returning('round_id')
    .executeTakeFirst();
  if (!linked) await trx.deleteFrom('rounds').where('id', '=', id).execute();
  const round = await lockProviderRound(trx, input.providerId, input.providerRoundId, input.session);
  if (!round) throw new Error(`provider round ${input.providerRoundId} vanished`);
  return round;
}

/**
 * Closes a round once: finished with what it staked and paid, announced to the feeds
 * (My Bets, all bets, high rollers) and drawn for the global pot, exactly as an
 * original's round is when it settles.
 */
export async function closeProviderRound(
  trx: Db,
  events: PendingEvents,
  deps: ProviderBetDeps,
  round: RoundRow,
  player: { id: string; username: string | null },
): Promise<boolean> {
  const staked = fromDecimalString(round.amount) + fromDecimalString(round.extra_stake);
  const payout = fromDecimalString(round.payout ?? '0');
  const multiplier = staked === 0n ? 0n : (payout * MULTIPLIER_SCALE) / staked;
  const updated = await trx
    .updateTable('rounds')
    .set({
      status: 'finished',
      multiplier: formatMultiplier(multiplier),
      payout: toDecimalString(payout),
      finished_at: sql`now()`,
    })
    .where('id', '=', round.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  announceRound(
    events,
    deps.config,
    player.id,
    {
      roundId: round.id,
      game: round.game,
      username: player.username,
      currency: round.currency,
      wager: toDecimalString(staked),
      payout: toDecimalString(payout),
      multiplier: formatMultiplier(multiplier),
      createdAt: updated.created_at.toISOString(),
    },
    fromDecimalString(updated.stake_usd),
  );
  const currency = round.currency;
  if (!isCryptoCode(currency) || !deps.rates.isUsable(currency)) return false;
  return drawWithinRound(trx, events, deps, {
    id: round.id,
    userId: player.id,
    currency: currency as CryptoCode,
    stakeUsd: fromDecimalString(updated.stake_usd),
    game: round.game,
    params: round.params,
  });
}
