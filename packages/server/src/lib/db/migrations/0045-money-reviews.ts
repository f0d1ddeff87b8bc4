/**
 * Four eyes on money (modules/admin/money, docs/back-office.md#four-eyes).
 *
 * - A withdrawal worth at least WITHDRAWAL_REVIEW_USD is `held` when asked for: the
 *   processor leaves it until a member of staff approves it (`approved`), or rejects
 *   it (`rejected`: cancelled and refunded). Each decision is one conditional update
 *   out of `held`, so a raced approve and reject decide once.
 * - `balance_adjustments`: a manual change of a player's balance, requested by one
 *   member of staff and carried out (a ledger transfer with the `adjustments` account)
 *   only when another approves it. The CHECK keeps the two people apart even if the
 *   application forgot to.
 */
export const sql = `
ALTER TABLE withdrawals ADD COLUMN review text CHECK (review IN ('held', 'approved', 'rejected'));
ALTER TABLE withdrawals ADD COLUMN reviewed_by uuid REFERENCES users(id);
ALTER TABLE withdrawals ADD COLUMN reviewed_at timestamptz;
ALTER TABLE withdrawals ADD COLUMN review_note text;
CREATE INDEX withdrawals_held_idx ON withdrawals (created_at) WHERE review = 'held' AND status = 'pending';

CREATE TABLE balance_adjustments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  currency text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount <> 0),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_by uuid NOT NULL REFERENCES users(id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by uuid REFERENCES users(id),
  decided_at timestamptz,
  decision_note text,
  CHECK (decided_by IS NULL OR decided_by <> requested_by)
);
CREATE INDEX balance_adjustments_pending_idx ON balance_adjustments (requested_at) WHERE status = 'pending';
CREATE INDEX balance_adjustments_user_idx ON balance_adjustments (user_id, requested_at);
`;
