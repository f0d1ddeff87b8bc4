import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatGameCount } from '../../lib/games/game-paging';
import { useGameList, useProviders } from '../../lib/games/games-api';
import { LayersIcon } from '../../ui/icons';
import { ListPageHeader } from '../../ui/list-page-header';
import { ListMessage } from './list-message';
import { PagedGameGrid } from './paged-game-grid';

const allProviders = (
  <Button component={Link} to="/games/provider" variant="default">
    See all providers
  </Button>
);

/** "ante-originals" -> "Ante Originals": a title to show until the provider's real name arrives. */
function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * /games/provider/:provider: one studio's games. The title is the provider's name
 * from the provider list (or its games), guessed from the address until either loads.
 */
export function ProviderPage() {
  const slug = useParams().provider ?? '';
  const providers = useProviders();
  const query = useGameList({ provider: slug });
  const total = query.data?.pages[0]?.total;
  const known = providers.data?.find((provider) => provider.slug === slug);
  const name = known?.name ?? query.data?.pages[0]?.items[0]?.provider ?? nameFromSlug(slug);

  if (providers.data && !known && total === 0) {
    return (
      <ListMessage icon={LayersIcon} title="Provider not found" order={1} actions={allProviders}>
        There is no game provider at this address. It may have moved, or the link may be mistyped.
      </ListMessage>
    );
  }

  return (
    <>
      <ListPageHeader
        icon={LayersIcon}
        title={name}
        count={total === undefined ? undefined : formatGameCount(total)}
      />
      <PagedGameGrid
        query={query}
        empty={
          <ListMessage icon={LayersIcon} title="No games from this provider" actions={allProviders}>
            This provider has no games in the lobby right now, or the address is mistyped.
          </ListMessage>
        }
      />
    </>
  );
}
