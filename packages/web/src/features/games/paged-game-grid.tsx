import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import type { useGameList } from '../../lib/games/games-api';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { ListError } from './list-message';
import classes from './list-page.module.css';
import { useLoadMoreOnView } from './use-load-more-on-view';

type PagedGameGridProps = {
  query: ReturnType<typeof useGameList>;
  /** What to show when the list has no games at all. */
  empty: ReactNode;
};

/**
 * A paged list's grid: skeletons first, then the games, with the next page loading as
 * the end comes into view. The "Load more" button does the same for keyboards, for
 * browsers without IntersectionObserver and after a page failed (which stops the
 * automatic loading, so a broken connection does not loop).
 */
export function PagedGameGrid({ query, empty }: PagedGameGridProps) {
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loadMore = () => fetchNextPage();
  const sentinelRef = useLoadMoreOnView(
    fetchNextPage,
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  );

  if (query.isPending) return <GameGridSkeleton />;
  if (!data) return <ListError onRetry={() => query.refetch()} retrying={query.isFetching} />;

  const games = data.pages.flatMap((page) => page.items);
  if (games.length === 0) return empty;

  return (
    <>
      <GameGrid games={games} />
      {hasNextPage && (
        <div className={classes.more}>
          <div ref={sentinelRef} className={classes.sentinel} />
          <Button variant="default" loading={isFetchingNextPage} onClick={loadMore}>
            {isFetchNextPageError ? 'Try again' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
