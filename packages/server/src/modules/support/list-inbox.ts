import { SUPPORT_INBOX_LIMIT, type SupportConversationSummary, type SupportInboxView } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { presentSummary, summaryQuery } from './present';

/**
 * One view of the staff inbox. Open and mine put the conversations waiting longest
 * first (the player's oldest unanswered message, oldest first), then those answered,
 * the most recent first; closed lists the latest closed first.
 */
export async function listInbox(
  db: Db,
  input: { view: SupportInboxView; staffId: string },
): Promise<SupportConversationSummary[]> {
  let query = summaryQuery(db);
  if (input.view === 'closed') {
    query = query.where('c.status', '=', 'closed').orderBy('c.closed_at', 'desc');
  } else {
    query = query
      .where('c.status', '=', 'open')
      .orderBy('c.waiting_since', (order) => order.asc().nullsLast())
      .orderBy('c.last_message_at', 'desc');
    if (input.view === 'mine') query = query.where('c.assignee_id', '=', input.staffId);
  }
  const rows = await query.orderBy('c.id').limit(SUPPORT_INBOX_LIMIT).execute();
  return rows.map(presentSummary);
}
