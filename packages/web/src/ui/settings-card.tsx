import { Button, Group, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { AlertIcon, type IconComponent } from './icons';
import classes from './settings-card.module.css';

type SettingsCardProps = {
  icon: IconComponent;
  title: string;
  description?: ReactNode;
  /** Something small beside the title, such as a status badge. */
  aside?: ReactNode;
  children: ReactNode;
};

/** One block of a settings tab: an icon, a title and what the block is for, then its content. */
export function SettingsCard({ icon: Icon, title, description, aside, children }: SettingsCardProps) {
  const titleId = useId();
  return (
    <section className={classes.card} aria-labelledby={titleId}>
      <header className={classes.cardHeader}>
        <span className={classes.cardIcon} aria-hidden="true">
          <Icon size={18} />
        </span>
        <h2 id={titleId} className={classes.cardTitle}>
          {title}
        </h2>
        {aside && <div className={classes.cardAside}>{aside}</div>}
        {description && <p className={classes.cardDescription}>{description}</p>}
      </header>
      {children}
    </section>
  );
}

/** A quiet line of explanation under a card's content. */
export function SettingsNote({ icon: Icon, children }: { icon: IconComponent; children: ReactNode }) {
  return (
    <p className={classes.note}>
      <Icon size={16} />
      <span>{children}</span>
    </p>
  );
}

/**
 * What a settings card shows in place of its list when loading it failed: what could
 * not be loaded (`what`: "Your sessions") and a button that asks again.
 */
export function CardLoadFailed({
  what,
  retrying,
  onRetry,
}: {
  what: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Group gap="sm" className={classes.loadError} role="alert">
      <AlertIcon size={18} />
      <Text size="sm">{what} could not be loaded.</Text>
      <Button variant="default" size="compact-sm" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Group>
  );
}
