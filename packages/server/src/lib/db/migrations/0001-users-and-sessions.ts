/**
 * Accounts and login sessions. Usernames are unique without regard to case
 * (`lower(username)`), e-mails are stored lower-cased. Sessions keep only the
 * SHA-256 of their token, so a database leak does not leak live sessions.
 */
export const sql = `
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL CHECK (username ~ '^[A-Za-z0-9_]{3,14}$'),
  email text CHECK (email IS NULL OR email = lower(email)),
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'support', 'admin')),
  rank_id integer NOT NULL DEFAULT 0,
  kyc_required smallint NOT NULL DEFAULT 0 CHECK (kyc_required BETWEEN 0 AND 4),
  kyc_complete smallint NOT NULL DEFAULT 0 CHECK (kyc_complete BETWEEN 0 AND 4),
  kyc_pending smallint NOT NULL DEFAULT 0 CHECK (kyc_pending BETWEEN 0 AND 4),
  appear_offline boolean NOT NULL DEFAULT false,
  referrer_code text,
  country text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (email) WHERE email IS NOT NULL;

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id) WHERE revoked_at IS NULL;
`;
