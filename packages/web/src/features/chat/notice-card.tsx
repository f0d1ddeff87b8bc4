import { type ChatMessage, type ChatNotice, isCryptoCode } from '@ante/core';
import { formatBetAmount } from '../../lib/bet-format';
import { CurrencyIcon } from '../../ui/currency-icon';
import { GiftIcon } from '../../ui/icons';
import { PlayerName } from '../../ui/player-name';
import classes from './chat.module.css';
import { RainIcon } from './chat-icons';

function Amount({ amount, currency }: { amount: string; currency: string }) {
  return (
    <span className={classes.noticeAmount}>
      {formatBetAmount(amount, currency)}
      {isCryptoCode(currency) && <CurrencyIcon currency={currency} size={14} />}
      <span className={classes.noticeCurrency}>{currency}</span>
    </span>
  );
}

/** A tip shown in the room, or a rain with who got how much: drawn apart from the talk. */
export function NoticeCard({ message, notice }: { message: ChatMessage; notice: ChatNotice }) {
  if (notice.type === 'tip') {
    return (
      <div className={classes.notice} data-kind="tip" data-testid="chat-tip-notice">
        <span className={classes.noticeIcon}>
          <GiftIcon size={16} />
        </span>
        <div className={classes.noticeBody}>
          <div className={classes.noticeLine}>
            <PlayerName username={message.username} id={message.userId} className={classes.name} /> tipped{' '}
            {notice.recipient === null ? (
              'a private player'
            ) : (
              <PlayerName username={notice.recipient} className={classes.name} />
            )}
          </div>
          <Amount amount={notice.amount} currency={notice.currency} />
        </div>
      </div>
    );
  }
  return (
    <div className={classes.notice} data-kind="rain" data-testid="chat-rain-notice">
      <span className={classes.noticeIcon}>
        <RainIcon size={16} />
      </span>
      <div className={classes.noticeBody}>
        <div className={classes.noticeLine}>
          <PlayerName username={message.username} id={message.userId} className={classes.name} /> made it rain
          on {notice.recipients.length} players
        </div>
        <Amount amount={notice.amount} currency={notice.currency} />
        <ul className={classes.rainList}>
          {notice.recipients.map((recipient) => (
            <li key={recipient.username}>
              <PlayerName username={recipient.username} className={classes.name} />
              <span className={classes.rainShare}>+{formatBetAmount(recipient.amount, notice.currency)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
