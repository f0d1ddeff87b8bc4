import { transferCodeCheck } from '../transfer-codes';

/**
 * Chat by region (modules/chat). History is the newest 50 visible messages of one
 * region: `chat_messages_history_idx` holds only visible rows, so that read is one
 * index range scan however many messages were removed. A removed message keeps its
 * row (`removed_at`) until the retention job deletes old rows by `created_at`.
 *
 * Mutes are rows, never edited: a player is muted while their newest mute's `until`
 * is in the future (or null, permanent) and no later lift exists. The moderation log
 * is append-only, enforced by a trigger, so no code path can rewrite who did what.
 *
 * `chat_gifts` records what a player sent through chat (tips shown in the room and
 * rain), in USD at send time, for the daily limit; the money itself moves on the
 * ledger, with the new transfer code `rain`.
 */
export const sql = `
CREATE TABLE chat_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  region text NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  message text NOT NULL,
  staff boolean NOT NULL DEFAULT false,
  round_id uuid,
  mentions jsonb NOT NULL DEFAULT '[]',
  notice jsonb,
  removed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_history_idx ON chat_messages (region, created_at DESC, id DESC)
  WHERE removed_at IS NULL;
CREATE INDEX chat_messages_user_idx ON chat_messages (user_id, created_at DESC);
CREATE INDEX chat_messages_created_idx ON chat_messages (created_at);

CREATE TABLE chat_mutes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  muted_by uuid NOT NULL REFERENCES users(id),
  reason text NOT NULL,
  until timestamptz,
  remove_messages boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_mutes_user_idx ON chat_mutes (user_id, created_at DESC);

CREATE TABLE chat_moderation_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  action text NOT NULL CHECK (action IN ('mute', 'delete')),
  staff_id uuid NOT NULL REFERENCES users(id),
  target_user_id uuid NOT NULL REFERENCES users(id),
  message_id uuid,
  region text,
  reason text NOT NULL DEFAULT '',
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_moderation_log_target_idx ON chat_moderation_log (target_user_id, created_at DESC);

CREATE FUNCTION ante_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END
$$;
CREATE TRIGGER chat_moderation_log_append_only BEFORE UPDATE OR DELETE ON chat_moderation_log
  FOR EACH ROW EXECUTE FUNCTION ante_append_only();

CREATE TABLE chat_gifts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('tip', 'rain')),
  region text NOT NULL,
  currency text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  amount_usd numeric(38, 18) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_gifts_user_idx ON chat_gifts (user_id, created_at DESC);

${transferCodeCheck()}`;
