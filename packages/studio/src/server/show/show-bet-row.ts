import type { ShowPlayerBet } from '@ante/core';
import { fromDecimalString, toDecimalString } from '@ante/core';

/** A row of show_bets, its amounts as exact decimal text. */
export interface BetRow {
  id: string;
  round_id: number;
  session_key: string;
  player_key: string;
  username: string | null;
  casino_session_id: string;
  spot: string;
  currency: string;
  amount: string;
  status: ShowPlayerBet['status'];
  payout: string | null;
}

export const BET_COLUMNS = `id, round_id, session_key, player_key, username, casino_session_id, spot, currency,
  amount::text AS amount, status, payout::text AS payout`;

/** A bet as its player sees it (showPlayerBetSchema). */
export function playerBet(row: BetRow): ShowPlayerBet {
  return {
    id: row.id,
    roundId: Number(row.round_id),
    spot: row.spot,
    amount: toDecimalString(fromDecimalString(row.amount)),
    currency: row.currency,
    status: row.status,
    payout: row.payout === null ? null : toDecimalString(fromDecimalString(row.payout)),
  };
}
