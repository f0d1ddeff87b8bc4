import { fromDecimalString, type RolloverBonus, toDecimalString } from '@ante/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../../lib/db/database';
import type { RolloverBonusesTable } from '../../../lib/db/schema';
import { rolloverProgress } from '../rollover-progress';

export type RolloverRow = Selectable<RolloverBonusesTable>;

/**
 * The held-back bonus every source shares (the welcome offer, offers, redeem codes with a
 * wagering requirement), as the player sees it: how far its rollover has come. Until it
 * is paid the bonus is not money the player holds: nothing to withdraw or lose. The
 * payment is made by the stake that meets the rollover (pay-met-rollovers.ts), never by
 * this read. `name` is the offer's or code's name (null for the welcome offer).
 */
export async function rolloverState(trx: Db, row: RolloverRow, name: string | null): Promise<RolloverBonus> {
  const played = await rolloverProgress(trx, row.user_id, row);
  return presentRollover(row, name, played);
}

/** The rollover's shape on the wire, from its row and its progress. */
export function presentRollover(
  row: RolloverRow,
  name: string | null,
  played: { rounds: number; counted: bigint },
): RolloverBonus {
  const requirement = fromDecimalString(row.wager_requirement);
  const wagered = played.counted;
  const status = row.completed_at
    ? 'completed'
    : Date.now() >= row.expires_at.getTime()
      ? 'expired'
      : 'active';
  return {
    id: row.id,
    source: row.source,
    name,
    currency: row.currency,
    deposit: toDecimalString(fromDecimalString(row.deposit_amount)),
    bonus: toDecimalString(fromDecimalString(row.bonus_amount)),
    activeRounds: played.rounds,
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
    wagered: toDecimalString(wagered < requirement ? wagered : requirement),
    wagerRequirement: toDecimalString(requirement),
    completed: row.completed_at !== null,
    status,
    expiresAt: row.expires_at.toISOString(),
  };
}
