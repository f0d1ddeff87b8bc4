import { backOfficeApi } from '@ante/core';
import { Alert, Badge, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-text';
import { formatWhen } from '../ui/format';
import { Panel, SectionPage } from '../ui/section-page';

/** The configured game providers, their house accounts and their latest rounds. */
export default function ProvidersPage() {
  const providers = useQuery({
    queryKey: ['back-office', 'providers'],
    queryFn: () => api.call(backOfficeApi.providers),
  });
  return (
    <SectionPage
      title="Providers"
      description="The game providers this casino takes callbacks from. Each has a house account per currency: its players' bets go in and their wins come out, so its balance is what the provider's games have won."
    >
      {providers.isPending ? (
        <Loader aria-label="Loading providers" />
      ) : providers.isError ? (
        <Alert color="red">{errorMessage(providers.error)}</Alert>
      ) : (
        providers.data.providers.map((provider) => (
          <Panel key={provider.id} title={provider.name}>
            <Group gap="xs">
              <Badge variant="light" color="gray">
                {provider.id}
              </Badge>
              <Badge variant="light" color="gray">
                {provider.scheme}
              </Badge>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {provider.launchUrl}
              </Text>
            </Group>
            <Text size="sm">Games: {provider.games.join(', ') || 'none'}</Text>
            <Stack gap={2}>
              <Text size="sm" fw={700} c="white">
                House account
              </Text>
              {provider.balances.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No rounds yet.
                </Text>
              ) : (
                provider.balances.map((balance) => (
                  <Text key={balance.currency} size="sm" ff="monospace">
                    {balance.balance} {balance.currency}
                  </Text>
                ))
              )}
            </Stack>
            {provider.rounds.length > 0 && (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing={6} fz="sm" aria-label={`Latest rounds of ${provider.name}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>When</Table.Th>
                      <Table.Th>Player</Table.Th>
                      <Table.Th>Game</Table.Th>
                      <Table.Th ta="right">Stake</Table.Th>
                      <Table.Th ta="right">Payout</Table.Th>
                      <Table.Th>State</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {provider.rounds.map((round) => (
                      <Table.Tr key={round.id}>
                        <Table.Td c="dimmed">{formatWhen(round.createdAt)}</Table.Td>
                        <Table.Td>{round.username}</Table.Td>
                        <Table.Td>{round.game}</Table.Td>
                        <Table.Td ta="right" ff="monospace">
                          {round.amount} {round.currency}
                        </Table.Td>
                        <Table.Td ta="right" ff="monospace">
                          {round.payout} {round.currency}
                        </Table.Td>
                        <Table.Td>{round.status}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Panel>
        ))
      )}
    </SectionPage>
  );
}
