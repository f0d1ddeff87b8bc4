/**
 * When each account gave its current e-mail (`users.email_set_at`), so an address that
 * nobody has verified names the account that gave it first (auth/login-user.ts):
 * another account typing the same address later can neither take it nor make it name
 * nobody. A trigger sets it on every way an address is given (registration, a change,
 * an account made through Google), so no path can forget it; `clock_timestamp()`, not
 * the transaction's start, so two accounts giving an address in overlapping
 * transactions are ordered by when they gave it. Existing addresses count from their
 * first activation link, else from the account's creation.
 */
export const sql = `
ALTER TABLE users ADD COLUMN email_set_at timestamptz;

UPDATE users SET email_set_at = coalesce(
  (SELECT min(v.created_at) FROM email_verifications v WHERE v.user_id = users.id AND v.email = users.email),
  users.created_at
) WHERE email IS NOT NULL;

CREATE FUNCTION users_email_set_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.email IS DISTINCT FROM OLD.email THEN
    NEW.email_set_at := CASE WHEN NEW.email IS NULL THEN NULL ELSE clock_timestamp() END;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER users_email_set_at BEFORE INSERT OR UPDATE OF email ON users
  FOR EACH ROW EXECUTE FUNCTION users_email_set_at();

`;
