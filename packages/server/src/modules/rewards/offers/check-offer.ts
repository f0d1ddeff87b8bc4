import type { CheckRewardOfferRequest, RewardOfferTerms } from '@ante/core';
import type { Config } from '../../../lib/config';
import type { Db } from '../../../lib/db/database';
import type { Auth } from '../../../lib/session';
import { assertOfferAvailable } from './offer-gates';
import { findOffer, offerTerms } from './present-offer';

/**
 * POST /rewards/offer/check: the offer's terms, when this player could take it now;
 * otherwise the reason they cannot (offer-gates.ts), which the web shows as it is.
 */
export async function checkOffer(
  db: Db,
  config: Config,
  auth: Auth,
  input: CheckRewardOfferRequest,
): Promise<RewardOfferTerms> {
  const offer = await findOffer(db, input.code);
  await assertOfferAvailable(db, offer, auth.user, new Date());
  return offerTerms(config, offer);
}
