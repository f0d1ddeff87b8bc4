/**
 * ante_transfer, the ledger's posting rule (modules/ledger/post-transfer.ts calls it):
 * records the transfer under its idempotency key (false, and nothing else, when the
 * key was applied before), locks both rows in the one order used everywhere (player
 * accounts before platform accounts, each by id, so concurrent transfers never
 * deadlock), debits the source (a player account never below zero: SQLSTATE AN001
 * otherwise, which aborts the caller's transaction) and credits the target. FOR NO KEY
 * UPDATE is the lock a balance UPDATE takes anyway; a stronger one would collide with
 * the key-share locks the transfer's foreign keys hold.
 *
 * Balances are NUMERIC(38,18), below 10^20 units either way: an amount or a balance
 * past that is refused with SQLSTATE AN002, which postTransfer turns into a clear
 * refusal, and nothing is written.
 *
 * Created by migration 0006 and redefined by 0017, which applies this body. This file
 * is the function's one current body: to change it, see migrations/index.ts.
 */
export const sql = `
CREATE OR REPLACE FUNCTION ante_transfer(
  p_key text, p_code text, p_debit bigint, p_credit bigint,
  p_currency text, p_amount numeric, p_reference text
) RETURNS boolean LANGUAGE plpgsql AS $fn$
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'transfer amount must be positive (%)', p_key;
  END IF;
  IF p_amount >= 1e20 THEN
    RAISE EXCEPTION 'transfer amount beyond the ledger''s range (%)', p_key USING ERRCODE = 'AN002';
  END IF;
  INSERT INTO transfers (idempotency_key, code, debit_account_id, credit_account_id, currency, amount, reference)
  VALUES (p_key, p_code, p_debit, p_credit, p_currency, p_amount, p_reference)
  ON CONFLICT (idempotency_key) DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  PERFORM 1 FROM accounts WHERE id IN (p_debit, p_credit)
    ORDER BY (user_id IS NULL), id FOR NO KEY UPDATE;
  UPDATE accounts SET balance = balance - p_amount
    WHERE id = p_debit AND (user_id IS NULL OR balance >= p_amount) AND balance - p_amount > -1e20;
  IF NOT FOUND THEN
    IF EXISTS (SELECT 1 FROM accounts WHERE id = p_debit AND user_id IS NULL) THEN
      RAISE EXCEPTION 'account % would pass the ledger''s range (%)', p_debit, p_key USING ERRCODE = 'AN002';
    END IF;
    RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'AN001';
  END IF;
  UPDATE accounts SET balance = balance + p_amount WHERE id = p_credit AND balance + p_amount < 1e20;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'account % would pass the ledger''s range (%)', p_credit, p_key USING ERRCODE = 'AN002';
  END IF;
  RETURN true;
END
$fn$;
`;
