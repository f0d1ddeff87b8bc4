import {
  type ClaimRewardOfferRequest,
  type ClaimRewardOfferResponse,
  type CryptoCode,
  fromDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../../lib/config';
import type { Db } from '../../../lib/db/database';
import { ValidationError } from '../../../lib/errors';
import type { Auth } from '../../../lib/session';
import { assertNotExcluded } from '../../self-exclusion/assert-not-excluded';
import { requireSupportedCurrency, usdInCurrency } from '../../wallet/currency-rules';
import type { RatesService } from '../../wallet/rates/rates-service';
import { takeUse } from '../limited-uses';
import { bonusCurrencies } from '../rollovers/bonus-currencies';
import { assertNoActiveRollover, lockPlayerRollovers } from '../rollovers/one-per-currency';
import { startRollover } from '../rollovers/start-rollover';
import { alreadyClaimed, assertOfferAvailable, assertOfferOpen, offerFullyClaimed } from './offer-gates';
import { presentClaim } from './present-claim';
import { findOffer, type RewardOfferRow } from './present-offer';

export type ClaimOfferDeps = { config: Config; rates: RatesService };

/**
 * POST /rewards/offer/claim: the player takes an offer in `currency`, once, and never
 * more than `max_uses` players in all, however many claims arrive at once. In the
 * caller's transaction.
 *
 * - The gates of the check (offer-gates.ts), then the currency: one this casino offers
 *   and, for a deposit offer, one whose deposits earn a bonus.
 * - Under the player's rollover lock, one rollover per currency (rollovers/): an offer
 *   in a currency another rollover holds is refused, with what to do instead.
 * - The claim row (primary key offer and player) is written first: a second claim by
 *   the same player waits on it and then finds it. Then one conditional UPDATE takes a
 *   use (`uses < max_uses`, still open); it locks the offer's row, so the last place
 *   goes to one player only. When it finds nothing the offer is read again to say why.
 * - A free offer starts its rollover now: `amount_usd` in the currency at the rate of
 *   the moment, held back until the counted stakes reach `rollover` times it within
 *   `days`. A deposit offer waits for a deposit in the currency until `days` from now;
 *   the deposit's credit records its bonus (record-deposit-bonuses.ts).
 */
export async function claimOffer(
  trx: Db,
  deps: ClaimOfferDeps,
  auth: Auth,
  input: ClaimRewardOfferRequest,
): Promise<ClaimRewardOfferResponse> {
  const userId = auth.user.id;
  assertNotExcluded(auth.user);
  const offer = await findOffer(trx, input.code);
  // The lock first: a player's claims then pass one at a time, and a second claim of
  // this offer learns that it was claimed, not that its rollover holds the currency.
  await lockPlayerRollovers(trx, userId);
  await assertOfferAvailable(trx, offer, auth.user, new Date());
  const currency = offerCurrency(deps.config, offer, input.currency);
  const amount =
    offer.kind === 'free' && offer.amount_usd !== null
      ? usdInCurrency(deps.rates, fromDecimalString(offer.amount_usd), currency)
      : 0n;
  if (offer.kind === 'free' && amount <= 0n) {
    throw new ValidationError(`currency: the offer is too small to give in ${currency}`, 'currency');
  }
  await assertNoActiveRollover(trx, deps.config, userId, currency);

  const claim = await trx
    .insertInto('reward_offer_claims')
    .values({
      offer_id: offer.id,
      user_id: userId,
      currency,
      deposit_by: offer.kind === 'deposit' ? sql<Date>`now() + ${offer.days} * interval '1 day'` : null,
    })
    .onConflict((oc) => oc.columns(['offer_id', 'user_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!claim) throw alreadyClaimed();
  const taken = await takeUse(trx, 'reward_offers', offer.id);
  if (!taken) {
    assertOfferOpen(await findOffer(trx, input.code), new Date());
    throw offerFullyClaimed();
  }
  if (offer.kind === 'deposit') return presentClaim(trx, deps.config, claim, offer, undefined);

  const rollover = await startRollover(trx, {
    source: 'offer',
    offerId: offer.id,
    userId,
    currency,
    bonus: amount,
    deposit: 0n,
    depositId: null,
    requirement: amount * BigInt(offer.rollover),
    startsAt: new Date(),
    days: offer.days,
    maxBetUsd: offer.max_bet_usd,
  });
  // The claim row lets one claim this far: a rollover for it cannot exist yet.
  if (!rollover) throw alreadyClaimed();
  const linked = await trx
    .updateTable('reward_offer_claims')
    .set({ rollover_id: rollover.id })
    .where('offer_id', '=', offer.id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentClaim(trx, deps.config, linked, offer, rollover);
}

function offerCurrency(config: Config, offer: RewardOfferRow, asked: CryptoCode): CryptoCode {
  const currency = requireSupportedCurrency(config, asked);
  if (offer.kind === 'deposit') {
    const qualifying = bonusCurrencies(config);
    if (!qualifying.includes(currency)) {
      throw new ValidationError(
        `currency: deposits in ${currency} do not earn this offer; choose ${qualifying.join(', ')}`,
        'currency',
      );
    }
  }
  return currency;
}
