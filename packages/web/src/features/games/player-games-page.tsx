import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { formatGameCount } from '../../lib/games/game-paging';
import { useFavoriteGames, useRecentGames } from '../../lib/games/games-api';
import { useAuthModal } from '../../lib/use-auth-modal';
import { ClockIcon, HeartIcon, type IconComponent } from '../../ui/icons';
import { ListPageHeader } from '../../ui/list-page-header';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { ListError, ListMessage } from './list-message';

type PlayerList = {
  title: string;
  icon: IconComponent;
  useGames: typeof useFavoriteGames;
  loginText: string;
  emptyTitle: string;
  emptyText: string;
};

const LISTS = {
  favorite: {
    title: 'Favourites',
    icon: HeartIcon,
    useGames: useFavoriteGames,
    loginText: 'Log in to keep the games you love one tap away.',
    emptyTitle: 'No favourites yet',
    emptyText: 'Tap the heart on any game and it will wait for you here.',
  },
  recent: {
    title: 'Recently played',
    icon: ClockIcon,
    useGames: useRecentGames,
    loginText: 'Log in to pick up where you left off.',
    emptyTitle: 'Nothing played yet',
    emptyText: 'The games you play show up here, the latest first.',
  },
} satisfies Record<string, PlayerList>;

const browseOriginals = (
  <Button component={Link} to="/games/category/originals">
    Browse originals
  </Button>
);

/**
 * These lists (docs/product.md#who-may-do-what) need a signed-in player. A logged-out visitor gets a
 * panel with a Log in button, and the login modal opens by itself once on arrival
 * (not again after it is closed, which would trap the visitor, and not over another
 * modal the address asked for).
 */
function LoginRequired({ list }: { list: PlayerList }) {
  const { tab, openAuth } = useAuthModal();
  const arrived = useRef(true);

  useEffect(() => {
    if (!arrived.current) return;
    arrived.current = false;
    if (tab === null) openAuth('login');
  }, [tab, openAuth]);

  return (
    <ListMessage
      icon={list.icon}
      title="Log in to see this list"
      actions={<Button onClick={() => openAuth('login')}>Log in</Button>}
    >
      {list.loginText}
    </ListMessage>
  );
}

function PlayerGames({ list, query }: { list: PlayerList; query: ReturnType<PlayerList['useGames']> }) {
  if (query.isPending) return <GameGridSkeleton />;
  if (!query.data) return <ListError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0) {
    return (
      <ListMessage icon={list.icon} title={list.emptyTitle} actions={browseOriginals}>
        {list.emptyText}
      </ListMessage>
    );
  }
  return <GameGrid games={query.data} />;
}

function PlayerGamesPage({ list }: { list: PlayerList }) {
  const { user, isPending } = useCurrentUser();
  const query = list.useGames();
  const count = user && query.data ? formatGameCount(query.data.length) : undefined;

  return (
    <>
      <ListPageHeader icon={list.icon} title={list.title} count={count} />
      {isPending ? (
        <GameGridSkeleton />
      ) : user ? (
        <PlayerGames list={list} query={query} />
      ) : (
        <LoginRequired list={list} />
      )}
    </>
  );
}

/** /games/favorite: the games the player starred, the latest first. */
export function FavoriteGamesPage() {
  return <PlayerGamesPage list={LISTS.favorite} />;
}

/** /games/recent: the games of the player's latest rounds. */
export function RecentGamesPage() {
  return <PlayerGamesPage list={LISTS.recent} />;
}
