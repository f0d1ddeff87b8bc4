/**
 * Live support and crash reports (modules/support, modules/client-errors,
 * docs/live-support.md).
 *
 * - `support_conversations`: one per player (`user_id`), or one per visitor who left
 *   an e-mail address, found by the hash of the token in their support cookie (the
 *   token itself is never stored). `waiting_since` is the time of the player's oldest
 *   message staff have not answered, which orders the inbox; `player_unread` counts
 *   the replies the player has not read (their badge); `emailed_at` is the last time
 *   a reply was e-mailed, so a player away gets at most one e-mail per interval.
 * - `support_messages`: both sides' messages, kept with the conversation.
 * - `client_errors`: crash reports from browsers, one row per message and place in
 *   the code, counted, with the first and last time seen and the latest report.
 */
export const sql = `
CREATE TABLE support_conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id),
  visitor_email text,
  visitor_token_hash text,
  visitor_seen_at timestamptz,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  assignee_id uuid REFERENCES users(id),
  last_message text NOT NULL DEFAULT '',
  last_message_from text NOT NULL DEFAULT 'player' CHECK (last_message_from IN ('player', 'staff')),
  last_message_at timestamptz NOT NULL DEFAULT now(),
  waiting_since timestamptz,
  player_unread integer NOT NULL DEFAULT 0 CHECK (player_unread >= 0),
  emailed_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (visitor_token_hash IS NULL)),
  CHECK (visitor_token_hash IS NULL OR visitor_email IS NOT NULL)
);
CREATE UNIQUE INDEX support_conversations_user_idx ON support_conversations (user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX support_conversations_visitor_idx ON support_conversations (visitor_token_hash)
  WHERE visitor_token_hash IS NOT NULL;
CREATE INDEX support_conversations_inbox_idx ON support_conversations (status, waiting_since, last_message_at);
CREATE INDEX support_conversations_assignee_idx ON support_conversations (assignee_id, status);

CREATE TABLE support_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES support_conversations(id),
  author text NOT NULL CHECK (author IN ('player', 'staff')),
  staff_id uuid REFERENCES users(id),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((author = 'staff') = (staff_id IS NOT NULL))
);
CREATE INDEX support_messages_conversation_idx ON support_messages (conversation_id, created_at);

CREATE TABLE client_errors (
  id text PRIMARY KEY,
  message text NOT NULL,
  location text NOT NULL,
  count integer NOT NULL DEFAULT 1,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  last_url text,
  last_stack text,
  last_component_stack text,
  last_user_id uuid REFERENCES users(id),
  last_user_agent text
);
CREATE INDEX client_errors_last_seen_idx ON client_errors (last_seen_at);
`;
