/**
 * Balances are NUMERIC(38,18): below 10^20 units either way. Before this, a transfer
 * that would take an account past that failed inside the UPDATE with SQLSTATE 22003
 * (numeric field overflow), which reached a player as a 500 and a job as an
 * unexplained error. ante_transfer now checks the range itself and refuses with its
 * own SQLSTATE, AN002, which postTransfer turns into a clear refusal; nothing is
 * written. The checks sit in the conditional updates it already makes, so a transfer
 * costs no extra statement; only a refused one looks again to say why.
 * Otherwise the rule is the one of migration 0006.
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
