import {
  type CreateRewardOfferRequest,
  ErrorCode,
  freeOfferCostsThePlayer,
  keptShare,
  offerCostsThePlayer,
  type Ratio,
  REWARD_OFFER_MAX_ROLLOVER,
  type RewardOfferView,
} from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../../lib/config';
import type { Db } from '../../../lib/db/database';
import { Conflict, ValidationError } from '../../../lib/errors';
import type { PotTermValues } from '../../jackpot/terms';
import { presentOffer } from './present-offer';

/**
 * POST /admin/offers: a new offer, as staff typed it. The name is kept as written and is
 * unique whatever its case (players type it as they like): a name taken is a 409 on
 * `code`. Terms under which the offer would pay players on average are refused (400 on
 * `rollover`, naming the smallest rollover that would do), on the same model the
 * welcome offer is checked by at start (core rollover/offer-value.ts): the player always
 * completes the rollover, and meanwhile keeps earning every other reward (rakeback,
 * weekly, monthly, commission, level-ups, the pot at its cap) at the rank, among those
 * the offer allows, that earns the most.
 * Stakes over `maxBetUsd` (the welcome offer's when left out) count nothing.
 */
export async function createOffer(
  db: Db,
  config: Config,
  pot: PotTermValues,
  staffId: string,
  input: CreateRewardOfferRequest,
): Promise<RewardOfferView> {
  assertCostsThePlayer(pot, input);
  const taken = await db
    .selectFrom('reward_offers')
    .select('id')
    .where(sql`lower(code)`, '=', input.code.toLowerCase())
    .executeTakeFirst();
  if (taken) throw nameTaken();
  const row = await db
    .insertInto('reward_offers')
    .values({
      code: input.code,
      kind: input.kind,
      percent: input.kind === 'deposit' ? input.percent : null,
      max_usd: input.kind === 'deposit' ? input.maxUsd : null,
      amount_usd: input.kind === 'free' ? input.amountUsd : null,
      rollover: input.rollover,
      max_bet_usd: input.maxBetUsd ?? config.welcomeBonus.maxBetUsd,
      days: input.days,
      max_uses: input.maxUses,
      starts_at: input.startsAt ?? null,
      expires_at: input.expiresAt ?? null,
      min_rank_id: input.minRankId ?? 0,
      created_by: staffId,
    })
    // Two staff creating the same name at once: the unique index decides.
    .onConflict((oc) => oc.expression(sql`lower(code)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw nameTaken();
  return presentOffer(row);
}

function assertCostsThePlayer(pot: PotTermValues, input: CreateRewardOfferRequest): void {
  const kept = keptShare(input.minRankId ?? 0, pot);
  const costs = (rollover: number) => offerCostsAt(input, rollover, kept);
  if (costs(input.rollover)) return;
  let needed = input.rollover + 1;
  while (needed <= REWARD_OFFER_MAX_ROLLOVER && !costs(needed)) needed += 1;
  const terms =
    input.kind === 'deposit'
      ? `${input.percent}% of the deposit with a rollover of ${input.rollover}`
      : `a free amount with a rollover of ${input.rollover}`;
  throw new ValidationError(
    `rollover: ${terms} would pay players on average; ` +
      (needed <= REWARD_OFFER_MAX_ROLLOVER
        ? `the smallest rollover that makes it cost them is ${needed}`
        : `no rollover up to ${REWARD_OFFER_MAX_ROLLOVER} makes it cost them: lower the percent`),
    'rollover',
  );
}

/**
 * Whether an offer of this kind costs the player on average at this rollover, when the
 * player keeps `kept` of every stake's edge; the pot's terms check the offers already
 * running with it too.
 */
export function offerCostsAt(
  offer: { kind: 'deposit'; percent: number } | { kind: 'free' },
  rollover: number,
  kept: Ratio,
): boolean {
  return offer.kind === 'deposit'
    ? offerCostsThePlayer({ percent: offer.percent, rollover }, kept)
    : freeOfferCostsThePlayer(rollover, kept);
}

function nameTaken(): Conflict {
  return new Conflict('code: an offer with this name exists already', ErrorCode.Conflict, 'code');
}
