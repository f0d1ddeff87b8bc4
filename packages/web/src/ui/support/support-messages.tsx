import type { SupportMessage, SupportStatus } from '@ante/core';
import { useEffect, useRef } from 'react';
import classes from './support.module.css';

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/**
 * A conversation's messages, oldest at the top, kept scrolled to the newest. `viewer`
 * says whose side the list is drawn for: the player's own messages sit at the right
 * for the player, the staff's for staff. Text is shown as written, never as markup.
 */
export function SupportMessages({
  messages,
  viewer,
  status,
  playerName,
  empty,
}: {
  messages: readonly SupportMessage[];
  viewer: 'player' | 'staff';
  status: SupportStatus | null;
  playerName?: string;
  empty?: React.ReactNode;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows each new newest message.
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTo({ top: element.scrollHeight });
  }, [newest, status]);

  return (
    <div className={classes.viewport} ref={viewport}>
      {messages.length === 0 && empty}
      <ol className={classes.list} aria-label="Messages" aria-live="polite">
        {messages.map((message) => {
          const own = message.from === viewer;
          const name = message.from === 'staff' ? (message.staffName ?? 'Support') : (playerName ?? 'You');
          return (
            <li
              key={message.id}
              className={classes.bubble}
              data-from={own ? 'player' : 'other'}
              data-testid="support-message"
            >
              <div className={classes.bubbleHead}>
                {message.from === 'staff' ? (
                  <span className={classes.staffName}>
                    {viewer === 'player' ? `${name} · Support` : name}
                  </span>
                ) : (
                  <span>{own ? 'You' : name}</span>
                )}
                <time className={classes.time} dateTime={message.createdAt}>
                  {timeOf(message.createdAt)}
                </time>
              </div>
              {message.body}
            </li>
          );
        })}
        {status === 'closed' && messages.length > 0 && (
          <li className={classes.status}>
            {viewer === 'player'
              ? 'This conversation was closed. Write again if you need anything.'
              : 'Closed. The player writing again reopens it.'}
          </li>
        )}
      </ol>
    </div>
  );
}
