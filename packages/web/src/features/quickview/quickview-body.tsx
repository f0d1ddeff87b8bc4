import { Skeleton, Text } from '@mantine/core';
import { useCurrentUser } from '../../lib/current-user';
import { AlertIcon, UserIcon } from '../../ui/icons';
import { FavoriteGame } from './favorite-game';
import { MuteSection } from './mute-section';
import { PlayerHeader } from './player-header';
import { PlayerStats } from './player-stats';
import classes from './quickview.module.css';
import { QuickviewActions } from './quickview-actions';
import { useIsStaff, useQuickview } from './use-quickview';

/** The card of one player: who they are, how they play, and what the viewer can do about them. */
export function QuickviewBody({ player }: { player: string }) {
  const { card, isPending, notFound } = useQuickview(player);
  const { user } = useCurrentUser();
  const isStaff = useIsStaff();

  if (isPending) return <QuickviewSkeleton />;
  if (!card) {
    return (
      <div className={classes.empty} role="status">
        {notFound ? <UserIcon size={32} /> : <AlertIcon size={32} />}
        <Text fw={700} c="white">
          {notFound ? 'Player not found' : 'This player could not be loaded'}
        </Text>
        <Text size="sm" c="dimmed">
          {notFound ? 'The name may have changed, or the account is gone.' : 'Please try again in a moment.'}
        </Text>
      </div>
    );
  }

  const isSelf = user?.userId === card.userId;
  return (
    <div className={classes.body} data-testid="quickview">
      <PlayerHeader card={card} isSelf={isSelf} />
      <PlayerStats stats={card.stats} />
      {card.favoriteGame && <FavoriteGame slug={card.favoriteGame} />}
      {!isSelf && <QuickviewActions username={card.username} />}
      {isStaff && !isSelf && <MuteSection username={card.username} />}
    </div>
  );
}

function QuickviewSkeleton() {
  return (
    <div className={classes.body} role="status" aria-busy="true" aria-label="Loading the player">
      <div className={classes.header}>
        <Skeleton circle height={64} />
        <div className={classes.headerText}>
          <Skeleton height={20} width="60%" radius="sm" />
          <Skeleton height={14} width="40%" radius="sm" mt={10} />
        </div>
      </div>
      <div className={classes.stats}>
        {['bets', 'wins', 'losses', 'wagered'].map((key) => (
          <Skeleton key={key} height={68} radius="md" />
        ))}
      </div>
      <Skeleton height={40} radius="md" />
    </div>
  );
}
