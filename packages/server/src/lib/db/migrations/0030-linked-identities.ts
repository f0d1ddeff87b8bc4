/**
 * Logging in with Google (OpenID Connect) or an Ethereum wallet (Sign-In with
 * Ethereum), see modules/social-login.
 *
 * linked_identities: which account a Google subject or a wallet address logs into.
 * A subject belongs to one account (unique per provider); the e-mail is the one the
 * provider vouched for when the identity was linked, kept for support, not for login.
 *
 * login_challenges: what a login started and has not finished yet, each used once and
 * only until it expires. For a wallet: the sign-in message handed out and its nonce
 * (subject is the checksummed address). For Google: the state, nonce and PKCE
 * verifier of one authorization request, bound to the browser that started it by the
 * SHA-256 of a random value held in that browser's cookie (browser_hash).
 *
 * pending_identities: a Google identity that signed in for the first time and still
 * needs a username, bound to the browser likewise, for a few minutes.
 *
 * Accounts created this way have no password until the player sets one, so
 * password_hash becomes optional.
 */
export const sql = `
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;

CREATE TABLE linked_identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('google', 'ethereum')),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject)
);
CREATE INDEX linked_identities_user_idx ON linked_identities (user_id);

CREATE TABLE login_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider text NOT NULL CHECK (provider IN ('google', 'ethereum')),
  subject text,
  browser_hash text,
  nonce text NOT NULL,
  state text,
  code_verifier text,
  message text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_challenges_subject_idx ON login_challenges (provider, subject);
CREATE INDEX login_challenges_browser_idx ON login_challenges (browser_hash);
CREATE INDEX login_challenges_expires_idx ON login_challenges (expires_at);

CREATE TABLE pending_identities (
  browser_hash text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('google', 'ethereum')),
  subject text NOT NULL,
  email text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pending_identities_expires_idx ON pending_identities (expires_at);
`;
