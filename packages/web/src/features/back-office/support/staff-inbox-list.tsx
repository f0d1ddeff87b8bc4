import type { SupportConversationSummary } from '@ante/core';
import { Badge, UnstyledButton } from '@mantine/core';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import classes from './staff-inbox.module.css';

/** Who a conversation is with: the player's name, or the visitor's address. */
export function conversationName(conversation: SupportConversationSummary): string {
  return conversation.username ?? conversation.visitorEmail ?? 'Visitor';
}

/** The inbox's list: each conversation with how long it has waited, or when it last moved. */
export function StaffInboxList({
  conversations,
  selectedId,
  onSelect,
}: {
  conversations: readonly SupportConversationSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const nowMs = useNow(30_000);
  return (
    <ul className={classes.list} aria-label="Conversations">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <UnstyledButton
            className={classes.item}
            data-active={conversation.id === selectedId || undefined}
            aria-current={conversation.id === selectedId || undefined}
            onClick={() => onSelect(conversation.id)}
            data-testid="inbox-item"
          >
            <span className={classes.itemTop}>
              <span className={classes.itemName}>{conversationName(conversation)}</span>
              {conversation.userId === null && (
                <Badge size="xs" variant="light" color="gray">
                  visitor
                </Badge>
              )}
              <span className={classes.itemWhen} data-waiting={conversation.waitingSince ? true : undefined}>
                {conversation.waitingSince
                  ? `waiting ${formatRelativeTime(conversation.waitingSince, nowMs)}`
                  : formatRelativeTime(conversation.lastMessageAt, nowMs)}
              </span>
            </span>
            <span className={classes.itemPreview}>
              {conversation.lastMessageFrom === 'staff' ? 'Support: ' : ''}
              {conversation.lastMessage}
            </span>
            {conversation.assigneeName && (
              <span className={classes.itemPreview}>Assigned to {conversation.assigneeName}</span>
            )}
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
