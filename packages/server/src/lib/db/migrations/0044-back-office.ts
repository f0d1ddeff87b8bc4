/**
 * The back office (modules/admin, docs/back-office.md).
 *
 * - `staff_roles`: a role is a named set of permissions (contracts/staff.ts). The four
 *   a fresh install starts with are inserted here; admins change them from the back
 *   office. `users.role` names one of them, or `user` for a player; the old fixed list
 *   of roles is no longer a constraint, since the set of roles is data now.
 * - `staff_audit`: every staff action, append-only and hash-chained: each entry holds
 *   the hash of the one before it and its own hash over its content, so an edited,
 *   inserted or deleted entry breaks the chain where the check recomputes it. The
 *   trigger refuses UPDATE and DELETE; the chain catches whoever disables it.
 *   `staff_audit_head` is the chain's end, one row locked by each append, so two
 *   actions at once are chained one after the other.
 * - `player_notes`: what staff write about a player.
 * - `users.locked_at`: a locked account cannot log in, bet or move money.
 */
export const sql = `
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
ALTER TABLE staff_grants DROP CONSTRAINT IF EXISTS staff_grants_role_check;
ALTER TABLE staff_grants DROP CONSTRAINT IF EXISTS staff_grants_previous_role_check;

CREATE TABLE staff_roles (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9-]{1,31}$' AND name <> 'user'),
  description text NOT NULL DEFAULT '',
  permissions text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO staff_roles (name, description, permissions) VALUES
  ('support', 'Answers players and moderates chat',
    '{players.read,players.notes,chat.moderate,support.reply}'),
  ('risk', 'Reviews documents, risk flags and held withdrawals',
    '{players.read,players.notes,players.lock,kyc.review,risk.review,withdrawals.read,withdrawals.approve,audit.read}'),
  ('finance', 'Approves money movements and reads the numbers',
    '{players.read,withdrawals.read,withdrawals.approve,balances.adjust,reports.read,ledger.read,providers.read}'),
  ('admin', 'Everything, including staff and roles', '{}');

CREATE TABLE staff_audit (
  seq bigint PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_id uuid REFERENCES users(id),
  actor text NOT NULL,
  permission text NOT NULL,
  action text NOT NULL,
  target_user_id uuid REFERENCES users(id),
  target text,
  before jsonb,
  after jsonb,
  ip text,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE INDEX staff_audit_target_idx ON staff_audit (target_user_id, seq);
CREATE INDEX staff_audit_actor_idx ON staff_audit (actor_id, seq);

CREATE TABLE staff_audit_head (
  id int PRIMARY KEY CHECK (id = 1),
  seq bigint NOT NULL,
  hash text NOT NULL
);
INSERT INTO staff_audit_head (id, seq, hash)
  VALUES (1, 0, '0000000000000000000000000000000000000000000000000000000000000000');

CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only';
END;
$$;
CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();

CREATE TABLE player_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  author_id uuid NOT NULL REFERENCES users(id),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_user_idx ON player_notes (user_id, created_at);

ALTER TABLE users ADD COLUMN locked_at timestamptz;
ALTER TABLE users ADD COLUMN locked_reason text;
`;
