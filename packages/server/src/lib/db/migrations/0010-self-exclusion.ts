/**
 * Breaks and self-exclusion (exclude/init, exclude/update; docs/product.md#rules-behind-the-screens). A player
 * asks for a link by e-mail and chooses the length there; the account then cannot
 * bet, deposit or tip until `excluded_until`, or ever when `excluded_permanently`.
 * Only the SHA-256 of a link's code is kept, as with e-mail verifications.
 */
export const sql = `
ALTER TABLE users ADD COLUMN excluded_until timestamptz;
ALTER TABLE users ADD COLUMN excluded_permanently boolean NOT NULL DEFAULT false;
CREATE TABLE exclusion_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX exclusion_requests_user_idx ON exclusion_requests (user_id, created_at DESC);
`;
