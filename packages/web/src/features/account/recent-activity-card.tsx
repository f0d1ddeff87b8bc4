import type { SecurityEvent } from '@ante/core';
import { Button, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { formatRelativeTime } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import {
  AlertIcon,
  ClockIcon,
  type IconComponent,
  LockIcon,
  MailIcon,
  ShieldCheckIcon,
  UserIcon,
} from '../../ui/icons';
import { CardLoadFailed, SettingsCard } from '../../ui/settings-card';
import settingsClasses from '../../ui/settings-card.module.css';
import { describeDevice } from './device-name';
import classes from './security.module.css';
import { describeSecurityEvent } from './security-event-labels';
import { useSecurityEvents } from './use-security-events';

/** Rows shown before "Show all": enough for the last few sign-ins without a long page. */
const FIRST_ROWS = 8;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const ICONS: Partial<Record<SecurityEvent['kind'], IconComponent>> = {
  password_changed: LockIcon,
  password_reset: LockIcon,
  email_changed: MailIcon,
  totp_enabled: ShieldCheckIcon,
  totp_disabled: ShieldCheckIcon,
  account_created: UserIcon,
};

function EventRow({ event, now }: { event: SecurityEvent; now: number }) {
  const { label, warning } = describeSecurityEvent(event.kind);
  const Icon = warning ? AlertIcon : (ICONS[event.kind] ?? UserIcon);
  return (
    <li className={classes.event} data-warning={warning || undefined}>
      <span className={classes.eventIcon} aria-hidden="true">
        <Icon size={18} />
      </span>
      <div className={classes.sessionText}>
        <Text fw={700} c="white" size="sm">
          {label}
        </Text>
        <Text size="xs" c="dimmed" className={classes.eventMeta}>
          <span className={classes.metaItem} title={event.userAgent ?? undefined}>
            {describeDevice(event.userAgent).name}
          </span>
          <span className={classes.metaItem}>{event.ip ?? 'Unknown IP'}</span>
        </Text>
      </div>
      <Text size="xs" c="dimmed" className={classes.eventTime}>
        <time dateTime={event.createdAt} title={dateFormat.format(new Date(event.createdAt))}>
          {formatRelativeTime(event.createdAt, now)}
        </time>
      </Text>
    </li>
  );
}

/**
 * What happened to the account lately: sign-ins, failed ones, sign-ins from new
 * devices, password and e-mail changes (the server keeps the newest 50 for this list).
 */
export function RecentActivityCard() {
  const query = useSecurityEvents();
  const now = useNow();
  const [showAll, setShowAll] = useState(false);
  const events = query.data ?? [];
  const shown = showAll ? events : events.slice(0, FIRST_ROWS);

  return (
    <SettingsCard
      icon={ClockIcon}
      title="Recent activity"
      description="Sign-ins and changes to your account. If you see something you did not do, change your password and revoke the sessions you do not recognise."
    >
      {query.isPending ? (
        <div className={classes.sessionList} aria-busy="true">
          <VisuallyHidden>Loading recent activity</VisuallyHidden>
          <Skeleton height={52} radius="md" className={settingsClasses.skeleton} />
          <Skeleton height={52} radius="md" className={settingsClasses.skeleton} />
        </div>
      ) : query.isError ? (
        <CardLoadFailed
          what="Your recent activity"
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : events.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet.
        </Text>
      ) : (
        <>
          <ul className={classes.sessionList} aria-label="Recent activity">
            {shown.map((event) => (
              <EventRow key={event.id} event={event} now={now} />
            ))}
          </ul>
          {events.length > FIRST_ROWS && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              mt="sm"
              onClick={() => setShowAll((all) => !all)}
            >
              {showAll ? 'Show fewer' : `Show all ${events.length}`}
            </Button>
          )}
        </>
      )}
    </SettingsCard>
  );
}
