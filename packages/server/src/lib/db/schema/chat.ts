import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './columns';

export interface ChatMessagesTable {
  id: Generated<string>;
  region: string;
  user_id: string;
  message: string;
  staff: Generated<boolean>;
  round_id: string | null;
  /** Usernames, as stored: a JSON array. */
  mentions: Generated<string[]>;
  notice: unknown | null;
  removed_at: Date | null;
  created_at: DefaultTimestamp;
}

export interface ChatMutesTable {
  id: Generated<string>;
  user_id: string;
  muted_by: string;
  reason: string;
  /** Null: permanent. */
  until: Date | null;
  remove_messages: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface ChatModerationLogTable {
  id: Generated<string>;
  action: 'mute' | 'delete';
  staff_id: string;
  target_user_id: string;
  message_id: string | null;
  region: string | null;
  reason: Generated<string>;
  details: Generated<unknown>;
  created_at: DefaultTimestamp;
}

export interface ChatGiftsTable {
  id: Generated<string>;
  user_id: string;
  kind: 'tip' | 'rain';
  region: string;
  currency: string;
  amount: string;
  amount_usd: string;
  created_at: DefaultTimestamp;
}

/** Chat: messages, mutes, the moderation log and gifts. */
export interface ChatTables {
  chat_messages: ChatMessagesTable;
  chat_mutes: ChatMutesTable;
  chat_moderation_log: ChatModerationLogTable;
  chat_gifts: ChatGiftsTable;
}
