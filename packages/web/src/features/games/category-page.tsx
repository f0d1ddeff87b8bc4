import { GAME_CATEGORY_LABELS, type GameCategory } from '@ante/core';
import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatGameCount, toGameCategory } from '../../lib/games/game-paging';
import { useGameList } from '../../lib/games/games-api';
import { categoryIcon } from '../../ui/category-icon';
import { SearchIcon } from '../../ui/icons';
import { ListPageHeader } from '../../ui/list-page-header';
import { ListMessage } from './list-message';
import { PagedGameGrid } from './paged-game-grid';

const backToLobby = (
  <Button component={Link} to="/" variant="default">
    Back to the lobby
  </Button>
);

function CategoryGames({ category }: { category: GameCategory }) {
  const query = useGameList({ category });
  const total = query.data?.pages[0]?.total;
  const label = GAME_CATEGORY_LABELS[category];

  return (
    <>
      <ListPageHeader
        icon={categoryIcon(category)}
        title={label}
        count={total === undefined ? undefined : formatGameCount(total)}
      />
      <PagedGameGrid
        query={query}
        empty={
          <ListMessage
            icon={categoryIcon(category)}
            title={`No ${label.toLowerCase()} yet`}
            actions={backToLobby}
          >
            New games arrive regularly. Meanwhile, the lobby has plenty to play.
          </ListMessage>
        }
      />
    </>
  );
}

/** /games/category/:category: every game of one category, most popular first. */
export function CategoryPage() {
  const category = toGameCategory(useParams().category);
  if (!category) {
    return (
      <ListMessage icon={SearchIcon} title="Category not found" order={1} actions={backToLobby}>
        There is no game category at this address. It may have moved, or the link may be mistyped.
      </ListMessage>
    );
  }
  // Keyed so a move to another category starts from its own top, not the last one's pages.
  return <CategoryGames key={category} category={category} />;
}
