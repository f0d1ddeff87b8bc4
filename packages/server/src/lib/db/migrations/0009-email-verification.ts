/**
 * E-mail activation (set-email, send-verify-email, activate-email;
 * modules/profile).
 * A verification is for one address: it activates only while that address is still
 * the account's. Only the SHA-256 of the code is kept, as with session tokens.
 */
export const sql = `
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
CREATE TABLE email_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  code_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_verifications_user_idx ON email_verifications (user_id, created_at DESC);
`;
