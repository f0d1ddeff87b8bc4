import { toDecimalString } from '@ante/core';
import type { Db } from '../../../lib/db/database';
import type { RolloverRow } from './rollover-state';

const DAY_MS = 86_400_000;

export type RolloverStart = {
  userId: string;
  currency: string;
  /** In atoms. */
  bonus: bigint;
  /** In atoms; 0 for a rollover that starts from a reward. */
  deposit: bigint;
  depositId: string | null;
  /** Counted stakes needed, in atoms. */
  requirement: bigint;
  startsAt: Date;
  days: number;
  /** Stakes worth more (USD) count nothing. */
  maxBetUsd: string;
} & ({ source: 'offer'; offerId: string } | { source: 'code'; codeId: string });

/**
 * Records a rollover started by an offer or a redeem code; the welcome offer records its
 * own (welcome-offer.ts), with the same columns. Call with the player's rollover lock
 * held and the currency checked free (one-per-currency.ts), or, for a deposit offer's
 * deposit, once the claim has reserved the currency. Undefined when the player's
 * rollover for this offer or code exists already.
 */
export async function startRollover(trx: Db, start: RolloverStart): Promise<RolloverRow | undefined> {
  return (
    trx
      .insertInto('rollover_bonuses')
      .values({
        user_id: start.userId,
        source: start.source,
        offer_id: start.source === 'offer' ? start.offerId : null,
        code_id: start.source === 'code' ? start.codeId : null,
        deposit_id: start.depositId,
        currency: start.currency,
        deposit_amount: toDecimalString(start.deposit),
        bonus_amount: toDecimalString(start.bonus),
        wager_requirement: toDecimalString(start.requirement),
        starts_at: start.startsAt,
        expires_at: new Date(start.startsAt.getTime() + start.days * DAY_MS),
        max_bet_usd: start.maxBetUsd,
      })
      // Each offer or code starts one rollover per player (partial unique indexes): a
      // second start, by reads racing to record a deposit offer's bonus, does nothing.
      .onConflict((oc) =>
        start.source === 'offer'
          ? oc.columns(['offer_id', 'user_id']).where('source', '=', 'offer').doNothing()
          : oc.columns(['code_id', 'user_id']).where('source', '=', 'code').doNothing(),
      )
      .returningAll()
      .executeTakeFirst()
  );
}
