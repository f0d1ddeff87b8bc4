/**
 * Friends (docs/product.md#how-things-change; modules/friends). A row is one player's
 * side: a request sent is one 'pending' row from the sender; once accepted both sides
 * have an 'approved' row, each with its own favourite flag.
 */
export const sql = `
CREATE TABLE friendships (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  friend_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'approved')),
  is_favorite boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, friend_id),
  CHECK (user_id <> friend_id)
);
CREATE INDEX friendships_friend_idx ON friendships (friend_id);
`;
