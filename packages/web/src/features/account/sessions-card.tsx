import type { Session } from '@ante/core';
import { Badge, Button, Group, Modal, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { formatRelativeTime } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import { MonitorIcon, SmartphoneIcon } from '../../ui/icons';
import { CardLoadFailed, SettingsCard } from '../../ui/settings-card';
import settingsClasses from '../../ui/settings-card.module.css';
import { describeDevice } from './device-name';
import classes from './security.module.css';
import { useRevokeSession, useSessions } from './use-sessions';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type SessionRowProps = { session: Session; now: number; onRevoke: (session: Session) => void };

function SessionRow({ session, now, onRevoke }: SessionRowProps) {
  const device = describeDevice(session.userAgent);
  const DeviceIcon = device.mobile ? SmartphoneIcon : MonitorIcon;
  return (
    <li className={classes.session} data-current={session.current || undefined}>
      <span className={classes.deviceIcon} aria-hidden="true">
        <DeviceIcon size={20} />
      </span>
      <div className={classes.sessionText}>
        <div className={classes.sessionName}>
          <Text fw={700} c="white" truncate title={session.userAgent ?? undefined}>
            {device.name}
          </Text>
          {session.current && (
            <Badge size="sm" variant="light" color="brand" className={classes.sessionBadge}>
              This device
            </Badge>
          )}
        </div>
        <Text size="sm" c="dimmed" className={classes.sessionMeta}>
          <span className={classes.metaItem}>{session.ip ?? 'Unknown IP'}</span>
          <span className={classes.metaItem}>
            Last used{' '}
            <time dateTime={session.lastUsedAt} title={dateFormat.format(new Date(session.lastUsedAt))}>
              {formatRelativeTime(session.lastUsedAt, now)}
            </time>
          </span>
          <span className={`${classes.metaItem} ${classes.wideOnly}`}>
            Signed in{' '}
            <time dateTime={session.createdAt}>{dateFormat.format(new Date(session.createdAt))}</time>
          </span>
        </Text>
      </div>
      {!session.current && (
        <Button
          variant="default"
          size="compact-md"
          className={classes.revoke}
          onClick={() => onRevoke(session)}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}

function SessionsSkeleton() {
  return (
    <div className={classes.sessionList} aria-busy="true">
      <VisuallyHidden>Loading sessions</VisuallyHidden>
      <Skeleton height={64} radius="md" className={settingsClasses.skeleton} />
      <Skeleton height={64} radius="md" className={settingsClasses.skeleton} />
    </div>
  );
}

/** The devices signed in to the account, with a way to sign any other one out. */
export function SessionsCard() {
  const query = useSessions();
  const revoke = useRevokeSession();
  const now = useNow();
  // The session being confirmed stays set while the dialog animates out, so its text does not change.
  const [target, setTarget] = useState<Session | null>(null);
  const [confirming, setConfirming] = useState(false);

  const handleRevoke = (session: Session) => {
    setTarget(session);
    setConfirming(true);
  };

  const handleConfirm = () => {
    if (target) revoke.mutate(target);
    setConfirming(false);
  };

  const others = query.data?.filter((session) => !session.current).length ?? 0;

  return (
    <SettingsCard
      icon={MonitorIcon}
      title="Active sessions"
      description="The devices signed in to your account. Revoke any you do not recognise: it is signed out at once."
    >
      {query.isPending ? (
        <SessionsSkeleton />
      ) : query.data ? (
        <>
          <ul className={classes.sessionList} aria-label="Signed-in devices">
            {query.data.map((session) => (
              <SessionRow key={session.id} session={session} now={now} onRevoke={handleRevoke} />
            ))}
          </ul>
          {others === 0 && (
            <Text size="sm" c="dimmed" mt="md">
              No other device is signed in.
            </Text>
          )}
        </>
      ) : (
        <CardLoadFailed
          what="Your sessions"
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Revoke this session?" centered>
        <Text size="sm" c="dimmed">
          {target ? describeDevice(target.userAgent).name : 'That device'}
          {target?.ip ? ` (${target.ip})` : ''} will be signed out and has to log in again to use your
          account.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button color="red" onClick={handleConfirm}>
            Revoke session
          </Button>
        </Group>
      </Modal>
    </SettingsCard>
  );
}
