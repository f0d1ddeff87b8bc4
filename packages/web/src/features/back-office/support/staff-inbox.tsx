import { SUPPORT_INBOX_VIEWS, type SupportInboxView } from '@ante/core';
import { ActionIcon, Anchor, Badge, Button, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-text';
import { notifyError } from '../../../lib/notify';
import { ChevronLeftIcon } from '../../../ui/icons';
import { SupportComposer } from '../../../ui/support/support-composer';
import { SupportMessages } from '../../../ui/support/support-messages';
import classes from './staff-inbox.module.css';
import { conversationName, StaffInboxList } from './staff-inbox-list';
import { useStaffInbox } from './use-staff-inbox';

const VIEW_LABELS: Record<SupportInboxView, string> = { open: 'Open', mine: 'Mine', closed: 'Closed' };

/**
 * The staff's live-support inbox (docs/live-support.md), whole in itself so the back
 * office can mount it: the conversations (open ones waiting longest first, mine,
 * closed), the chosen conversation with its player's page, take and close, and the
 * reply box. New messages and colleagues' actions arrive over the socket.
 */
export function StaffInbox() {
  const [view, setView] = useState<SupportInboxView>('open');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { conversations, inboxError, inboxLoading, thread, act, reply } = useStaffInbox(view, selectedId);
  const conversation = thread?.conversation ?? null;

  const handleAct = (action: 'take' | 'close') => {
    if (selectedId) act(action, selectedId).catch(notifyError);
  };

  return (
    <div className={classes.inbox} data-selected={selectedId ? true : undefined} data-testid="staff-inbox">
      <section className={classes.listPane} aria-label="Inbox">
        <div className={classes.listHead}>
          <SegmentedControl
            fullWidth
            size="xs"
            value={view}
            onChange={(value) => setView(value as SupportInboxView)}
            data={SUPPORT_INBOX_VIEWS.map((each) => ({ value: each, label: VIEW_LABELS[each] }))}
          />
        </div>
        {inboxError ? (
          <div className={classes.placeholder}>{errorMessage(inboxError)}</div>
        ) : !inboxLoading && conversations.length === 0 ? (
          <div className={classes.placeholder}>No conversations here.</div>
        ) : (
          <StaffInboxList conversations={conversations} selectedId={selectedId} onSelect={setSelectedId} />
        )}
      </section>
      <section className={classes.threadPane} aria-label="Conversation">
        {conversation && thread ? (
          <>
            <div className={classes.threadHead}>
              <ActionIcon
                className={classes.back}
                variant="subtle"
                color="gray"
                aria-label="Back to the list"
                onClick={() => setSelectedId(null)}
              >
                <ChevronLeftIcon size={18} />
              </ActionIcon>
              <div className={classes.threadTitle}>
                <Text fw={800} c="white" truncate>
                  {conversationName(conversation)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {conversation.userId ? (
                    <Anchor component={Link} to={`/admin/players/${conversation.userId}`} size="xs">
                      Player page
                    </Anchor>
                  ) : (
                    'Visitor, no account'
                  )}
                  {' · '}
                  {conversation.assigneeName ? `Assigned to ${conversation.assigneeName}` : 'Unassigned'}
                </Text>
              </div>
              <Badge variant="light" color={conversation.status === 'open' ? 'green' : 'gray'}>
                {conversation.status}
              </Badge>
              <Button size="xs" variant="default" onClick={() => handleAct('take')}>
                Take
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={conversation.status === 'closed'}
                onClick={() => handleAct('close')}
              >
                Close
              </Button>
            </div>
            <SupportMessages
              messages={thread.messages}
              viewer="staff"
              status={conversation.status}
              playerName={conversationName(conversation)}
            />
            <SupportComposer
              label="Reply"
              placeholder={`Reply to ${conversationName(conversation)}`}
              onSend={(text) => reply(conversation.id, text)}
            />
          </>
        ) : (
          <div className={classes.placeholder}>Choose a conversation.</div>
        )}
      </section>
    </div>
  );
}
