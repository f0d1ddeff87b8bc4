import { Button, EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon, type IconComponent } from '../../ui/icons';
import classes from './list-page.module.css';

type ListMessageProps = {
  icon: IconComponent;
  title: string;
  children: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** The heading level; a page with no header of its own passes 1. */
  order?: 1 | 2;
};

/** The panel a list page shows instead of games: empty, failed, unknown or login needed. */
export function ListMessage({ icon: Icon, title, children, actions, order = 2 }: ListMessageProps) {
  return (
    <EmptyState className={classes.message} variant="light" size="lg" icon={<Icon />}>
      <EmptyState.Title order={order} c="white" fw={800}>
        {title}
      </EmptyState.Title>
      <EmptyState.Description className={classes.messageText}>{children}</EmptyState.Description>
      {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
    </EmptyState>
  );
}

/** A first load that failed: the page says so and offers another try (the error policy, docs/product.md#errors-the-player-sees, leaves this to the screen). */
export function ListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <ListMessage
      icon={AlertIcon}
      title="These games could not be loaded"
      actions={
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    >
      Check your connection and try again. If it keeps happening, our support team can help.
    </ListMessage>
  );
}
