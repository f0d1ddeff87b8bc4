/**
 * Risk flags (modules/admin/risk, docs/back-office.md#risk-flags).
 *
 * - `sessions.device_id`: the browser's long-lived device cookie when the session
 *   began, so accounts signed in from one browser can be linked.
 * - `risk_flags`: what the scheduled scan found, one row per player, kind and key (the
 *   other account, the address, the game), so a scan run again refreshes a flag rather
 *   than repeating it; `evidence` says why. A dismissed flag stays dismissed, with who
 *   dismissed it and their note.
 */
export const sql = `
ALTER TABLE sessions ADD COLUMN device_id text;
CREATE INDEX sessions_device_idx ON sessions (device_id) WHERE device_id IS NOT NULL;
CREATE INDEX sessions_ip_idx ON sessions (ip);

CREATE TABLE risk_flags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  kind text NOT NULL,
  key text NOT NULL,
  evidence jsonb NOT NULL,
  raised_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now(),
  dismissed_at timestamptz,
  dismissed_by uuid REFERENCES users(id),
  dismiss_note text,
  UNIQUE (user_id, kind, key)
);
CREATE INDEX risk_flags_open_idx ON risk_flags (raised_at) WHERE dismissed_at IS NULL;
`;
