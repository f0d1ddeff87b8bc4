/**
 * Password reset links (start-pw-reset, finish-pw-reset; modules/auth). A player has
 * at most one link: asking again replaces the row, so an older link stops working.
 * Only the SHA-256 of the link's code is kept, as with sessions and e-mail
 * verifications. A used link keeps its row (`used_at`) until the next one replaces it,
 * so that it can be told apart from an unknown one.
 */
export const sql = `
CREATE TABLE password_resets (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
`;
