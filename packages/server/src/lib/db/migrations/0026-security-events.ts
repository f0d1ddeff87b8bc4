/**
 * A player's security events (Settings, Security, Recent activity): sign-ins, failed
 * sign-ins, password and e-mail changes, sign-ins from new devices. The kinds are the
 * closed list of @ante/core (SECURITY_EVENT_KINDS); the column is text so that adding
 * a kind needs no migration. The id orders events as they were written (two events of
 * one sign-in share their `created_at`). Each player keeps only the newest 200: the
 * recorder deletes older ones as it writes (modules/users/security-events.ts).
 */
export const sql = `
CREATE TABLE security_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX security_events_user_idx ON security_events (user_id, id DESC);
`;
