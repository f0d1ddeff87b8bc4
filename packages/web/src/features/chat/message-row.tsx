import { PlayerName } from '../../ui/player-name';
import { RankEmblem } from '../../ui/rank-emblem';
import { BetCard } from './bet-card';
import classes from './chat.module.css';
import { MessageText } from './message-text';
import { NoticeCard } from './notice-card';
import type { ShownMessage } from './own-echo';

const CLOCK = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const FULL_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

type MessageRowProps = {
  row: ShownMessage;
  /** Arrived after the list first showed: it slides in. */
  fresh: boolean;
  /** The signed-in player's name, for the mention highlight. */
  me: string | null;
};

export function MessageRow({ row, fresh, me }: MessageRowProps) {
  const { message } = row;
  const sentAt = new Date(message.timestamp);
  const mentionsMe = me !== null && message.mentions.some((name) => name.toLowerCase() === me.toLowerCase());
  return (
    <li
      className={classes.row}
      data-fresh={fresh || undefined}
      data-mention={mentionsMe || undefined}
      data-pending={row.pending || undefined}
      data-message-id={message.id}
      data-testid="chat-message"
    >
      {message.notice ? (
        <NoticeCard message={message} notice={message.notice} />
      ) : (
        <>
          <div className={classes.rowHead}>
            <RankEmblem rankId={message.rankId} size={16} />
            <PlayerName username={message.username} id={message.userId} className={classes.name} />
            {message.staff && <span className={classes.staff}>Staff</span>}
            <time className={classes.time} dateTime={message.timestamp} title={FULL_TIME.format(sentAt)}>
              {CLOCK.format(sentAt)}
            </time>
          </div>
          <p className={classes.text}>
            <MessageText text={message.message} />
          </p>
          {message.roundId && <BetCard roundId={message.roundId} />}
        </>
      )}
    </li>
  );
}
