import {
  type ClaimCommissionResponse,
  ErrorCode,
  isCryptoCode,
  multiplyByRate,
  type RakebackPayment,
  toDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { Conflict, Forbidden, NotFound } from '../../../lib/errors';
import type { PendingEvents } from '../../../lib/events';
import type { Auth } from '../../../lib/session';
import { postTransfer } from '../../ledger/post-transfer';
import { payableAtoms } from '../../rewards/settled-stakes/edge-shares';
import { assertNotExcluded } from '../../self-exclusion/assert-not-excluded';
import type { RatesService } from '../../wallet/rates/rates-service';
import { raiseWalletEvent } from '../../wallet/wallet-event';
import { commissionStanding } from './campaign-commission';

/**
 * POST /affiliate/campaign/{id}/claim: pays the owner every currency of the campaign's
 * commission at once, in the caller's transaction, from the `affiliate` account. The
 * campaign row is locked first (campaign-standing.ts), so concurrent claims take turns
 * and the later ones find nothing left (409). Each payment's ledger key is the range of
 * the campaign's commission it covers in that currency, from what was paid before: the
 * same range cannot be paid twice. What is finer than the currency's smallest unit
 * waits for later commission, as rakeback's does (claim-rakeback.ts).
 */
export async function claimCommission(
  trx: Db,
  events: PendingEvents,
  rates: RatesService,
  auth: Auth,
  campaignId: string,
): Promise<ClaimCommissionResponse> {
  const campaign = await trx
    .selectFrom('affiliate_campaigns')
    .select('owner_id')
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (!campaign) throw new NotFound('There is no such campaign.');
  if (campaign.owner_id !== auth.user.id) throw new Forbidden('That campaign is not yours.');
  assertNotExcluded(auth.user);
  const ownerId = auth.user.id;
  const standing = await commissionStanding(trx, campaignId, { forClaim: true });
  const payments: RakebackPayment[] = [];
  let totalUsd = 0n;
  for (const [currency, { available, paid }] of [...standing.currencies].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const amount = payableAtoms(currency, available);
    if (amount <= 0n || !isCryptoCode(currency)) continue;
    const usd = multiplyByRate(amount, rates.usdPrice(currency));
    await postTransfer(trx, {
      code: 'affiliate_commission',
      from: { system: 'affiliate' },
      to: { userId: ownerId, kind: 'main' },
      currency,
      amount,
      idempotencyKey: `affiliate:${campaignId}:${currency}:${paid}`,
      reference: `affiliate:${campaignId}:${currency}:${paid}-${paid + amount}`,
    });
    await trx
      .insertInto('affiliate_payouts')
      .values({
        campaign_id: campaignId,
        currency,
        paid: toDecimalString(amount),
        paid_usd: toDecimalString(usd),
      })
      .onConflict((oc) =>
        oc.columns(['campaign_id', 'currency']).doUpdateSet({
          paid: sql`affiliate_payouts.paid + excluded.paid`,
          paid_usd: sql`affiliate_payouts.paid_usd + excluded.paid_usd`,
        }),
      )
      .execute();
    const balance = await raiseWalletEvent(trx, events, ownerId, currency);
    payments.push({ currency, amount: toDecimalString(amount), usd: toDecimalString(usd), balance });
    totalUsd += usd;
  }
  if (payments.length === 0) throw new Conflict('There is no commission to claim yet.', ErrorCode.Conflict);
  return { payments, usd: toDecimalString(totalUsd) };
}
