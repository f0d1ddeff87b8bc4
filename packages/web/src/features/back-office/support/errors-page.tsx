import { type ClientErrorGroup, supportApi } from '@ante/core';
import { Alert, Badge, Code, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-text';
import { formatWhen } from '../ui/format';
import { Panel, SectionPage } from '../ui/section-page';

/** What broke in players' browsers: one row per message and place in the code, the latest first. */
export default function ErrorsPage() {
  const errors = useQuery({
    queryKey: ['back-office', 'client-errors'],
    queryFn: () => api.call(supportApi.clientErrors, { query: { limit: 100 } }),
  });
  return (
    <SectionPage
      title="Crash reports"
      description="The error screen and the web app report what failed in a player's browser. Reports of one message at one place are counted together."
    >
      <Panel>
        {errors.isPending ? (
          <Loader aria-label="Loading crash reports" />
        ) : errors.isError ? (
          <Alert color="red">{errorMessage(errors.error)}</Alert>
        ) : errors.data.errors.length === 0 ? (
          <Text c="dimmed">Nothing has been reported.</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" aria-label="Crash reports">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Error</Table.Th>
                  <Table.Th ta="right">Count</Table.Th>
                  <Table.Th>First seen</Table.Th>
                  <Table.Th>Last seen</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {errors.data.errors.map((group) => (
                  <ErrorRow key={group.id} group={group} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Panel>
    </SectionPage>
  );
}

function ErrorRow({ group }: { group: ClientErrorGroup }) {
  const [open, setOpen] = useState(false);
  return (
    <Table.Tr onClick={() => setOpen(!open)} style={{ cursor: 'pointer' }} aria-expanded={open}>
      <Table.Td>
        <Stack gap={4}>
          <Text size="sm" fw={700} c="white" style={{ overflowWrap: 'anywhere' }}>
            {group.message}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {group.location}
          </Text>
          {open && (
            <Stack gap={4}>
              {group.lastUrl && (
                <Text size="xs" c="dimmed">
                  Last at {group.lastUrl}
                  {group.lastUserAgent ? ` · ${group.lastUserAgent}` : ''}
                </Text>
              )}
              {group.lastStack && (
                <Code block fz="xs">
                  {group.lastStack}
                </Code>
              )}
            </Stack>
          )}
        </Stack>
      </Table.Td>
      <Table.Td ta="right">
        <Badge variant="light" color={group.count > 10 ? 'red' : 'gray'}>
          {group.count}
        </Badge>
      </Table.Td>
      <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatWhen(group.firstSeenAt)}
      </Table.Td>
      <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatWhen(group.lastSeenAt)}
      </Table.Td>
    </Table.Tr>
  );
}
