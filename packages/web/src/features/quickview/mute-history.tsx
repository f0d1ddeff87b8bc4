import type { ChatMute } from '@ante/core';
import { Text } from '@mantine/core';
import { durationLabel, muteMinutes } from './mute-ladder';
import classes from './quickview.module.css';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "until 3 Mar 2026, 14:05", or "permanently". */
export function untilLabel(until: string | null): string {
  return until === null ? 'permanently' : `until ${DATE_FORMAT.format(new Date(until))}`;
}

/** A player's mutes, newest first: when, for how long, why and by whom. */
export function MuteHistory({ mutes }: { mutes: readonly ChatMute[] }) {
  if (mutes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No earlier mutes.
      </Text>
    );
  }
  return (
    <ol className={classes.history} aria-label="Earlier mutes">
      {mutes.map((mute) => (
        <li key={mute.id} className={classes.historyRow}>
          <div className={classes.historyTop}>
            <span className={classes.historyDuration}>{durationLabel(muteMinutes(mute))}</span>
            <span className={classes.historyDate}>{DATE_FORMAT.format(new Date(mute.createdAt))}</span>
          </div>
          <div className={classes.historyReason}>{mute.reason}</div>
          <div className={classes.historyMeta}>
            {untilLabel(mute.until)} · by {mute.mutedBy}
            {mute.removeMessages && ' · messages removed'}
          </div>
        </li>
      ))}
    </ol>
  );
}
