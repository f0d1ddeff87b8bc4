import type { Provider } from '@ante/core';
import { Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatGameCount } from '../../lib/games/game-paging';
import { useProviders } from '../../lib/games/games-api';
import { ChevronRightIcon, LayersIcon } from '../../ui/icons';
import { ListPageHeader } from '../../ui/list-page-header';
import { ListError, ListMessage } from './list-message';
import classes from './list-page.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

function ProviderCard({ provider }: { provider: Provider }) {
  return (
    <Link to={`/games/provider/${provider.slug}`} className={classes.provider}>
      <span className={classes.providerBadge} aria-hidden="true">
        {initials(provider.name)}
      </span>
      <span className={classes.providerText}>
        <Text component="span" className={classes.providerName}>
          {provider.name}
        </Text>
        <Text component="span" display="block" size="sm" c="dimmed">
          {formatGameCount(provider.games)}
        </Text>
      </span>
      <ChevronRightIcon size={18} className={classes.providerArrow} />
    </Link>
  );
}

function ProviderList() {
  const query = useProviders();
  if (query.isPending) {
    return (
      <div className={classes.providers} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={82} radius="lg" />
        ))}
      </div>
    );
  }
  if (!query.data) return <ListError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0) {
    return (
      <ListMessage icon={LayersIcon} title="No providers yet">
        Games will appear here as studios join the lobby.
      </ListMessage>
    );
  }
  return (
    <ul className={classes.providers}>
      {query.data.map((provider) => (
        <li key={provider.slug}>
          <ProviderCard provider={provider} />
        </li>
      ))}
    </ul>
  );
}

/** /games/provider: the studios behind the catalogue, each leading to its games. */
export function ProvidersPage() {
  const { data } = useProviders();
  const count = data && `${data.length} ${data.length === 1 ? 'provider' : 'providers'}`;
  return (
    <>
      <ListPageHeader icon={LayersIcon} title="Providers" count={count} />
      <ProviderList />
    </>
  );
}
