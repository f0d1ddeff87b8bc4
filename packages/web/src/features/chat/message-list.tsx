import { Loader } from '@mantine/core';
import { useRef } from 'react';
import { ChatIcon } from '../../ui/icons';
import classes from './chat.module.css';
import { ArrowDownIcon } from './chat-icons';
import { MessageRow } from './message-row';
import type { ShownMessage } from './own-echo';
import { useFollowScroll } from './use-follow-scroll';

type MessageListProps = {
  messages: readonly ShownMessage[];
  loading: boolean;
  /** The signed-in player's name, or null. */
  me: string | null;
};

/** The room's newest messages, oldest at the top; it follows new ones unless the player scrolled up. */
export function MessageList({ messages, loading, me }: MessageListProps) {
  const newest = messages.at(-1);
  const ownNewest = newest?.pending ?? false;
  const { viewport, content, handleScroll, unseen, showNewest } = useFollowScroll(newest?.key, ownNewest);
  // Rows on the first list shown appear as they are; later ones slide in.
  const firstKeys = useRef<ReadonlySet<string> | null>(null);
  if (firstKeys.current === null && !loading) firstKeys.current = new Set(messages.map((row) => row.key));

  return (
    <div className={classes.listFrame}>
      <div
        ref={viewport}
        className={classes.viewport}
        onScroll={handleScroll}
        role="log"
        aria-label="Messages"
        // A busy room would talk over everything else on the page: the messages are read by
        // moving into the list, not announced as they arrive (a log is polite by default).
        aria-live="off"
      >
        {loading && messages.length === 0 ? (
          <div className={classes.empty}>
            <Loader size="sm" color="gray" />
          </div>
        ) : messages.length === 0 ? (
          <div className={classes.empty}>
            <ChatIcon size={28} />
            <span>No messages yet. Say hello!</span>
          </div>
        ) : null}
        <ol ref={content} className={classes.list}>
          {messages.map((row) => (
            <MessageRow
              key={row.key}
              row={row}
              me={me}
              fresh={firstKeys.current !== null && !firstKeys.current.has(row.key)}
            />
          ))}
        </ol>
      </div>
      {unseen && (
        <button type="button" className={classes.pill} onClick={showNewest}>
          <ArrowDownIcon size={14} />
          New messages
        </button>
      )}
    </div>
  );
}
