import { EmptyState } from '@mantine/core';
import { GiftIcon } from '../../ui/icons';
import classes from './settings.module.css';

/** Offers arrive with the rewards issue (welcome offer, rollover bonus); until then the tab says so plainly. */
export function OffersTab() {
  return (
    <EmptyState
      className={classes.message}
      variant="light"
      size="lg"
      icon={<GiftIcon />}
      title="No offers right now"
    >
      <EmptyState.Description className={classes.messageText}>
        Offers made to you, such as a welcome offer or a rollover bonus, will be listed here with their terms
        and progress. Check back soon.
      </EmptyState.Description>
    </EmptyState>
  );
}
