import { REFERRED_USERS_PAGE_SIZE, type ReferredUser } from '@ante/core';
import { Pagination, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { formatRange } from '../../lib/format-range';
import { toAtoms } from '../../lib/money';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { IncognitoIcon } from '../../ui/icons';
import { CardLoadFailed } from '../../ui/settings-card';
import { useIsMobile } from '../../ui/use-is-mobile';
import classes from './affiliate.module.css';
import { useReferredUsers } from './use-affiliate';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function PlayerName({ username }: { username: string | null }) {
  if (username) return <span className={classes.playerName}>{username}</span>;
  return (
    <span className={classes.privatePlayer}>
      <IncognitoIcon size={14} aria-hidden="true" />
      Private player
    </span>
  );
}

function Joined({ value }: { value: string }) {
  return <time dateTime={value}>{dateFormat.format(new Date(value))}</time>;
}

/** Green when the player has earned the campaign something, quiet while they have not. */
function Commission({ usd }: { usd: string }) {
  const format = useUsdFormatter();
  return (
    <span className={classes.commission} data-none={toAtoms(usd) === 0n || undefined}>
      {format(usd)}
    </span>
  );
}

function PlayersTable({ users }: { users: ReferredUser[] }) {
  const format = useUsdFormatter();
  return (
    <Table className={classes.playersTable} verticalSpacing="xs" horizontalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Player</Table.Th>
          <Table.Th>Joined</Table.Th>
          <Table.Th className={classes.numeric}>Wagered</Table.Th>
          <Table.Th className={classes.numeric}>Commission</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user, index) => (
          // Private players have no name to key by; a page's order is fixed (by when they joined).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Table.Tr key={`${user.joined}-${index}`}>
            <Table.Td>
              <PlayerName username={user.username} />
            </Table.Td>
            <Table.Td className={classes.muted}>
              <Joined value={user.joined} />
            </Table.Td>
            <Table.Td className={classes.numeric}>{format(user.wageredUsd)}</Table.Td>
            <Table.Td className={`${classes.numeric} ${classes.commission}`}>
              {format(user.commissionUsd)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** On a phone each player is a small block of its own: four columns do not fit 390 px. */
function PlayerRows({ users }: { users: ReferredUser[] }) {
  const format = useUsdFormatter();
  return (
    <ul className={classes.playerRows}>
      {users.map((user, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: private players have no name to key by.
        <li key={`${user.joined}-${index}`} className={classes.playerRow}>
          <div className={classes.playerRowHead}>
            <PlayerName username={user.username} />
            <Commission usd={user.commissionUsd} />
          </div>
          <div className={classes.playerRowFoot}>
            <span>
              Joined <Joined value={user.joined} />
            </span>
            <span>Wagered {format(user.wageredUsd)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A campaign's referred players, newest first, ten to a page
 * (docs/product.md#sizes-and-counts). Read
 * when the campaign is opened, not before.
 */
export function ReferredPlayers({ campaignId, count }: { campaignId: string; count: number }) {
  const isMobile = useIsMobile();
  const [page, setPage] = useState(0);
  const query = useReferredUsers(campaignId, page);

  if (query.isPending) {
    return (
      <div className={classes.playersLoading} aria-busy="true">
        <VisuallyHidden>Loading referred players</VisuallyHidden>
        {Array.from({ length: Math.min(Math.max(count, 1), 3) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
          <Skeleton key={index} height={36} radius="sm" />
        ))}
      </div>
    );
  }
  if (!query.data) {
    return (
      <CardLoadFailed
        what="Your referred players"
        retrying={query.isFetching}
        onRetry={() => query.refetch()}
      />
    );
  }
  const { users, total } = query.data;
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed" className={classes.playersEmpty}>
        No one has signed up with this campaign yet. Share its link to bring your first player.
      </Text>
    );
  }
  const pages = Math.ceil(total / REFERRED_USERS_PAGE_SIZE);
  return (
    <div className={classes.players} data-stale={query.isPlaceholderData || undefined}>
      {isMobile ? <PlayerRows users={users} /> : <PlayersTable users={users} />}
      <div className={classes.playersPaging}>
        <Text size="xs" c="dimmed">
          {formatRange(page * REFERRED_USERS_PAGE_SIZE, users.length, total)}
        </Text>
        {pages > 1 && (
          <Pagination
            size="sm"
            total={pages}
            value={page + 1}
            onChange={(next) => setPage(next - 1)}
            siblings={isMobile ? 0 : 1}
            aria-label="Referred player pages"
          />
        )}
      </div>
    </div>
  );
}
