/**
 * Time-played limits beside the money limits (modules/play-limits, docs/play-limits.md).
 *
 * - `play_limits.kind` may be `time`: a limit on minutes of play per day, week or month.
 * - `amount_usd` and `pending_usd` become `amount` and `pending_amount`: an amount in
 *   the kind's unit, dollars for deposit, loss and wager, minutes for time. One pair
 *   of columns keeps one row per limit and one code path for the cooling-off, where a
 *   second pair would leave every row with two columns of which one is always empty.
 *   The existing rows keep their dollar amounts unchanged.
 * - A time amount is a whole number of minutes, at most 31 days, as the contract says.
 */
export const sql = `
ALTER TABLE play_limits RENAME COLUMN amount_usd TO amount;
ALTER TABLE play_limits RENAME COLUMN pending_usd TO pending_amount;
ALTER TABLE play_limits DROP CONSTRAINT play_limits_kind_check;
ALTER TABLE play_limits ADD CONSTRAINT play_limits_kind_check
  CHECK (kind IN ('deposit', 'loss', 'wager', 'time'));
ALTER TABLE play_limits ADD CONSTRAINT play_limits_time_minutes CHECK (
  kind <> 'time' OR (
    amount = trunc(amount) AND amount <= 44640
    AND (pending_amount IS NULL OR (pending_amount = trunc(pending_amount) AND pending_amount <= 44640))
  )
);
`;
