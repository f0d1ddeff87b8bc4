import {
  canonicalDecimal,
  type PlayLimitKind,
  playTimeText,
  type SetPlayLimitRequest,
  type StaffPlayLimitRequest,
  usdText,
} from '@ante/core';

/**
 * A limit's amount is stored in its kind's unit (`play_limits.amount`): dollars for
 * the money kinds, whole minutes for `time`. These turn it to and from what requests,
 * answers and messages carry, so the cooling-off logic compares amounts of any kind
 * alike, as decimals.
 */

/** What a request asks for, as the decimal text stored, or null for a removal. */
export function requestedAmount(request: SetPlayLimitRequest | StaffPlayLimitRequest): string | null {
  if (request.kind === 'time') return request.amountMinutes === null ? null : String(request.amountMinutes);
  return request.amountUsd;
}

/** A stored time amount in whole minutes (the column is numeric and answers "90.000…"). */
export function minutesOf(amount: string): number {
  return Number(canonicalDecimal(amount));
}

/** "$100.00" or "1 h 30 min", for messages. */
export function amountText(kind: PlayLimitKind, amount: string): string {
  return kind === 'time' ? playTimeText(minutesOf(amount)) : usdText(amount);
}

/** The amount as an answer or an audit entry names it: `amountUsd`, or `amountMinutes` for time. */
export function amountField(kind: PlayLimitKind, amount: string | null) {
  if (kind === 'time') return { amountMinutes: amount === null ? null : minutesOf(amount) };
  return { amountUsd: amount === null ? null : canonicalDecimal(amount) };
}
