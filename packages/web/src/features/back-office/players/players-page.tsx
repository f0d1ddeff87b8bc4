import { Alert, Anchor, Badge, Loader, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import { errorMessage } from '../../../lib/error-text';
import { SearchIcon } from '../../../ui/icons';
import { formatWhen } from '../ui/format';
import { Panel, SectionPage } from '../ui/section-page';
import { PlayerPage } from './player-page';
import { usePlayerSearch } from './players-api';

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
  const search = usePlayerSearch(q);
  return (
    <SectionPage
      title="Players"
      description="Find a player by the start of their name, their e-mail, their account id, an IP address they used or one of their deposit addresses."
    >
      <TextInput
        aria-label="Search players"
        placeholder="Name, e-mail, id, IP or deposit address"
        leftSection={<SearchIcon size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        size="md"
        maw={560}
        autoFocus
      />
      {q !== '' && (
        <Panel>
          {search.isPending ? (
            <Loader aria-label="Searching" />
          ) : search.isError ? (
            <Alert color="red">{errorMessage(search.error)}</Alert>
          ) : search.data.players.length === 0 ? (
            <Text c="dimmed">No player matches “{q}”.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" highlightOnHover aria-label="Players found">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Player</Table.Th>
                    <Table.Th>E-mail</Table.Th>
                    <Table.Th>Joined</Table.Th>
                    <Table.Th>Last seen</Table.Th>
                    <Table.Th>Found by</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {search.data.players.map((player) => (
                    <Table.Tr key={player.id}>
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
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Panel>
      )}
    </SectionPage>
  );
}
