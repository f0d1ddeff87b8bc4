/**
 * Two-factor (TOTP, RFC 6238). `users.totp_enabled_at` is the one flag that says
 * two-factor is on, so the player's view (present-user.ts) reads it from the row every
 * request already loads. The secrets and the code-checking state sit in `user_totp`:
 *
 * - `secret` and `pending_secret` are sealed with the server's SECRET_KEY
 *   (lib/secret-box.ts), never stored in the clear. A pending secret waits for the
 *   first code that proves the authenticator holds it.
 * - `last_step` is the last 30-second time step whose code was accepted: only later
 *   steps are accepted, so a code cannot be replayed. Checks lock the row, which makes
 *   that rule hold for simultaneous requests on any number of nodes.
 * - `failures` counts wrong codes in a row; the fifth sets `locked_until`.
 *
 * `secret_key_check` holds a fingerprint (an HMAC, which does not reveal the key) of
 * the first SECRET_KEY the database met, so a node started with another key stops at
 * start instead of failing every two-factor check.
 */
export const sql = `
ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz;

CREATE TABLE user_totp (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret text,
  pending_secret text,
  pending_created_at timestamptz,
  last_step integer,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE secret_key_check (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
