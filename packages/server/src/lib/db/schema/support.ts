import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './columns';

export interface SupportConversationsTable {
  id: Generated<string>;
  /** The player's account; null for a visitor. */
  user_id: string | null;
  visitor_email: string | null;
  /** SHA-256 of the visitor's cookie token. */
  visitor_token_hash: string | null;
  visitor_seen_at: Date | null;
  status: Generated<'open' | 'closed'>;
  assignee_id: string | null;
  last_message: Generated<string>;
  last_message_from: Generated<'player' | 'staff'>;
  last_message_at: DefaultTimestamp;
  waiting_since: Date | null;
  player_unread: Generated<number>;
  emailed_at: Date | null;
  closed_at: Date | null;
  created_at: DefaultTimestamp;
}

export interface SupportMessagesTable {
  id: Generated<string>;
  conversation_id: string;
  author: 'player' | 'staff';
  staff_id: string | null;
  body: string;
  created_at: DefaultTimestamp;
}

/** A crash report group; `id` is the hash of its message and location. */
export interface ClientErrorsTable {
  id: string;
  message: string;
  location: string;
  count: Generated<number>;
  first_seen_at: DefaultTimestamp;
  last_seen_at: DefaultTimestamp;
  last_url: string | null;
  last_stack: string | null;
  last_component_stack: string | null;
  last_user_id: string | null;
  last_user_agent: string | null;
}

export interface SupportTables {
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  client_errors: ClientErrorsTable;
}
