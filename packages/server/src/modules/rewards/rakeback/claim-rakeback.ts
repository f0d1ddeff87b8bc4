import {
  ErrorCode,
  isCryptoCode,
  multiplyByRate,
  type RakebackClaimResponse,
  type RakebackPayment,
  toDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { Conflict } from '../../../lib/errors';
import type { PendingEvents } from '../../../lib/events';
import type { Auth } from '../../../lib/session';
import { postTransfer } from '../../ledger/post-transfer';
import { assertNotExcluded } from '../../self-exclusion/assert-not-excluded';
import type { RatesService } from '../../wallet/rates/rates-service';
import { raiseWalletEvent } from '../../wallet/wallet-event';
import { payableAtoms } from '../settled-stakes/edge-shares';
import { rakebackStanding } from './rakeback-standing';

/**
 * POST /rewards/claim/rakeback: pays every currency's rakeback at once, in the caller's
 * transaction, from the `rewards` account. The player's state row is locked first
 * (rakeback-standing.ts), so concurrent claims take turns and the later ones find
 * nothing left (409). Each payment's ledger key is the range of the player's rakeback
 * it covers in that currency, from what was paid before: a second payment of the same
 * range is impossible. What is finer than the currency's smallest unit stays, to be
 * paid with later rakeback.
 */
export async function claimRakeback(
  trx: Db,
  events: PendingEvents,
  rates: RatesService,
  auth: Auth,
): Promise<RakebackClaimResponse> {
  assertNotExcluded(auth.user);
  const userId = auth.user.id;
  const standing = await rakebackStanding(trx, userId, { forClaim: true });
  const payments: RakebackPayment[] = [];
  let totalUsd = 0n;
  for (const [currency, available] of [...standing.available].sort(([a], [b]) => a.localeCompare(b))) {
    const amount = payableAtoms(currency, available);
    if (amount <= 0n || !isCryptoCode(currency)) continue;
    const usd = multiplyByRate(amount, rates.usdPrice(currency));
    const paidBefore = standing.paid.get(currency) ?? 0n;
    await postTransfer(trx, {
      code: 'rakeback',
      from: { system: 'rewards' },
      to: { userId, kind: 'main' },
      currency,
      amount,
      idempotencyKey: `rakeback:${userId}:${currency}:${paidBefore}`,
      reference: `rakeback:${userId}:${currency}:${paidBefore}-${paidBefore + amount}`,
    });
    await trx
      .insertInto('rakeback_totals')
      .values({ user_id: userId, currency, paid: toDecimalString(amount), paid_usd: toDecimalString(usd) })
      .onConflict((oc) =>
        oc.columns(['user_id', 'currency']).doUpdateSet({
          paid: sql`rakeback_totals.paid + excluded.paid`,
          paid_usd: sql`rakeback_totals.paid_usd + excluded.paid_usd`,
        }),
      )
      .execute();
    const balance = await raiseWalletEvent(trx, events, userId, currency);
    payments.push({ currency, amount: toDecimalString(amount), usd: toDecimalString(usd), balance });
    totalUsd += usd;
  }
  if (payments.length === 0) throw new Conflict('There is no rakeback to claim yet.', ErrorCode.Conflict);
  return { payments, usd: toDecimalString(totalUsd) };
}
