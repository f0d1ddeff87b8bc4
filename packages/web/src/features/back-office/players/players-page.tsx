import type { PlayerSummary } from '@ante/core';
import { Anchor, Badge, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import { formatWhen } from '../ui/format';
import { PagedTable } from '../ui/paged-table';
import { SearchBox } from '../ui/search-box';
import { SectionPage } from '../ui/section-page';
import { usePaging } from '../ui/use-paging';
import { PlayerPage } from './player-page';
import { PLAYERS_PAGE, usePlayerSearch } from './players-api';

/** Players: a search, and each player's page at /admin/players/<id>. */
export default function PlayersSection() {
  return (
    <Routes>
      <Route index element={<PlayerSearch />} />
      <Route path=":id" element={<PlayerPage />} />
    </Routes>
  );
}

const MATCHED: Record<string, string> = {
  name: 'name',
  email: 'e-mail',
  id: 'id',
  ip: 'IP address',
  address: 'deposit address',
};

function PlayerSearch() {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 250);
  const paging = usePaging(PLAYERS_PAGE);
  const search = usePlayerSearch(q, paging.offset, paging.sort);
  return (
    <SectionPage
      title="Players"
      description="Find a player by the start of their name, their e-mail, their account id, an IP address they used or one of their deposit addresses."
    >
      <SearchBox
        label="Search players"
        placeholder="Name, e-mail, id, IP or deposit address"
        value={text}
        onChange={(value) => {
          setText(value);
          paging.restart();
        }}
        autoFocus
      />
      {q !== '' && (
        <PagedTable
          query={search}
          rows={(data) => data.players.map((player) => <PlayerRow key={player.id} player={player} />)}
          total={(data) => data.total}
          label="Players found"
          columns={[
            { label: 'Player', sort: 'username' },
            { label: 'E-mail' },
            { label: 'Joined', sort: 'createdAt' },
            { label: 'Last seen', sort: 'lastSeenAt' },
            { label: 'Found by' },
          ]}
          minWidth={640}
          empty={`No player matches “${q}”.`}
          {...paging.table}
        />
      )}
    </SectionPage>
  );
}

function PlayerRow({ player }: { player: PlayerSummary }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={player.id} fw={700} c="white">
          {player.username}
        </Anchor>{' '}
        {player.role !== 'user' && (
          <Badge size="xs" variant="light">
            {player.role}
          </Badge>
        )}{' '}
        {player.locked && (
          <Badge size="xs" color="red" variant="light">
            locked
          </Badge>
        )}
      </Table.Td>
      <Table.Td c="dimmed">{player.email ?? '—'}</Table.Td>
      <Table.Td c="dimmed">{formatWhen(player.createdAt)}</Table.Td>
      <Table.Td c="dimmed">{formatWhen(player.lastSeenAt)}</Table.Td>
      <Table.Td c="dimmed">{MATCHED[player.matched] ?? player.matched}</Table.Td>
    </Table.Tr>
  );
}
