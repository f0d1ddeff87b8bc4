import { GAME_CATEGORY_LABELS, type GameCategory } from '@ante/core';
import { useGameList, useLatestGames } from '../../lib/games/games-api';
import { categoryIcon } from '../../ui/category-icon';
import { StarIcon } from '../../ui/icons';
import { GameRow } from './game-row';

type CategoryRowProps = {
  category: GameCategory;
  /** Leave the row out while it loads and when it is empty (rows far down the lobby). */
  hideUntilFilled?: boolean;
  id?: string;
};

/** One category's most popular games, leading to the category page. */
export function CategoryRow({ category, hideUntilFilled = false, id }: CategoryRowProps) {
  const query = useGameList({ category });
  const games = query.data?.pages.flatMap((page) => page.items);
  if (hideUntilFilled && !games?.length) return null;

  return (
    <GameRow
      id={id}
      title={GAME_CATEGORY_LABELS[category]}
      icon={categoryIcon(category)}
      games={games}
      onRetry={query.isError && !query.isFetching ? () => query.refetch() : undefined}
      viewAllTo={`/games/category/${category}`}
    />
  );
}

/** The newest games in the catalogue. */
export function LatestRow() {
  const query = useLatestGames();
  if (query.data?.length === 0) return null;
  return (
    <GameRow
      title="New releases"
      icon={StarIcon}
      games={query.data}
      onRetry={query.isError && !query.isFetching ? () => query.refetch() : undefined}
    />
  );
}
