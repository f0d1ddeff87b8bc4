/**
 * Provably-fair seeds. Each player has one `current` server seed (with their client
 * seed and the nonce of the next bet) and one `next` server seed whose hash is shown
 * in advance; rotating reveals the current one and promotes the next. The seed
 * column of an unrevealed row never leaves the server.
 */
export const sql = `
CREATE TABLE server_seeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  state text NOT NULL CHECK (state IN ('next', 'current', 'revealed')),
  client_seed text,
  nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz,
  revealed_at timestamptz,
  CHECK (state = 'next' OR client_seed IS NOT NULL)
);
CREATE UNIQUE INDEX server_seeds_one_current ON server_seeds (user_id) WHERE state = 'current';
CREATE UNIQUE INDEX server_seeds_one_next ON server_seeds (user_id) WHERE state = 'next';
CREATE INDEX server_seeds_user_idx ON server_seeds (user_id, created_at DESC);
`;
