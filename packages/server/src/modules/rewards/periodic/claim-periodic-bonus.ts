import {
  type ClaimResponse,
  ErrorCode,
  fromDecimalString,
  type PeriodicBonusClaim,
  type PeriodicBonusKind,
  toDecimalString,
} from '@ante/core';
import type { Db } from '../../../lib/db/database';
import { Conflict, ValidationError } from '../../../lib/errors';
import type { PendingEvents } from '../../../lib/events';
import type { Auth } from '../../../lib/session';
import { postTransfer } from '../../ledger/post-transfer';
import { assertNotExcluded } from '../../self-exclusion/assert-not-excluded';
import { requireSupportedCurrency, usdInCurrency } from '../../wallet/currency-rules';
import { raiseWalletEvent } from '../../wallet/wallet-event';
import type { LoyaltyDeps } from '../loyalty';
import { nextGrantAt } from './periods';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * POST /rewards/claim/weekly and /claim/monthly. In the caller's transaction.
 *
 * The payment rule: a grant is a USD amount; the claim pays it in the currency the
 * player picks at the rate of the moment, cut to the currency's precision, as the
 * level-up bonus is paid. Every unexpired grant of the kind is paid at once (after
 * downtime there can be more than one), each by its own transfer from the `rewards`
 * account with the idempotency key `<kind>-bonus:<grant>`.
 *
 * Once only: the grants are locked and marked claimed in this transaction, so a
 * concurrent claim waits, then finds them claimed (409); the ledger key would refuse a
 * second payment anyway. A self-excluded player is refused (403) and the grant waits,
 * though not past its expiry, which a break does not stop.
 */
export async function claimPeriodicBonus(
  trx: Db,
  events: PendingEvents,
  deps: LoyaltyDeps,
  auth: Auth,
  kind: PeriodicBonusKind,
  input: PeriodicBonusClaim,
): Promise<ClaimResponse> {
  const currency = requireSupportedCurrency(deps.config, input.currency);
  assertNotExcluded(auth.user);
  const userId = auth.user.id;
  const now = new Date();
  const grants = await trx
    .selectFrom('periodic_bonuses')
    .select(['id', 'usd'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('claimed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('period_start')
    .forUpdate()
    .execute();
  if (grants.length === 0)
    throw new Conflict(await nothingToClaim(trx, userId, kind, now), ErrorCode.Conflict);
  let usd = 0n;
  let amount = 0n;
  for (const grant of grants) {
    const grantUsd = fromDecimalString(grant.usd);
    const paid = usdInCurrency(deps.rates, grantUsd, currency);
    if (paid <= 0n) {
      throw new ValidationError(`currency: the bonus is too small to pay in ${currency}`, 'currency');
    }
    await trx
      .updateTable('periodic_bonuses')
      .set({ claimed_at: now, currency, amount: toDecimalString(paid) })
      .where('id', '=', grant.id)
      .execute();
    await postTransfer(trx, {
      code: kind === 'weekly' ? 'weekly_bonus' : 'monthly_bonus',
      from: { system: 'rewards' },
      to: { userId, kind: 'main' },
      currency,
      amount: paid,
      idempotencyKey: `${kind}-bonus:${grant.id}`,
      reference: `${kind}_bonus:${grant.id}`,
    });
    usd += grantUsd;
    amount += paid;
  }
  const balance = await raiseWalletEvent(trx, events, userId, currency);
  return { currency, amount: toDecimalString(amount), usd: toDecimalString(usd), balance };
}

/** Why there is nothing to pay: the latest grant lapsed, or there is none yet. */
async function nothingToClaim(trx: Db, userId: string, kind: PeriodicBonusKind, now: Date): Promise<string> {
  const latest = await trx
    .selectFrom('periodic_bonuses')
    .select(['claimed_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('period_start', 'desc')
    .limit(1)
    .executeTakeFirst();
  const next = `The next ${kind} bonus is granted on ${dateFormat.format(nextGrantAt(kind, now))} UTC.`;
  if (latest && !latest.claimed_at) {
    return `Your ${kind} bonus expired on ${dateFormat.format(latest.expires_at)} UTC: a bonus must be claimed within its claim period. ${next}`;
  }
  return `You have no ${kind} bonus to claim. ${next}`;
}
