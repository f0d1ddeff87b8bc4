import { backOfficeApi } from '@ante/core';
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-text';
import { CheckIcon } from '../../../ui/icons';
import { formatUsd, formatWhen } from '../ui/format';
import { Panel, SectionPage } from '../ui/section-page';

/** The ledger's check, run on opening and on demand, and the house's own accounts. */
export default function LedgerPage() {
  const ledger = useQuery({
    queryKey: ['back-office', 'ledger'],
    queryFn: () => api.call(backOfficeApi.ledger),
  });
  return (
    <SectionPage
      title="Ledger"
      description="Every balance is a ledger account, and every movement a transfer with two sides. The check proves that each currency's balances sum to zero, that each account's balance is the sum of its transfers, and that no player is below zero."
    >
      <Group gap="sm">
        <Button variant="light" onClick={() => ledger.refetch()} loading={ledger.isFetching}>
          Run the check again
        </Button>
        {ledger.data && (
          <Text size="sm" c="dimmed">
            Checked {formatWhen(ledger.data.checkedAt)}
          </Text>
        )}
      </Group>
      {ledger.isPending ? (
        <Loader aria-label="Checking the ledger" />
      ) : ledger.isError ? (
        <Alert color="red">{errorMessage(ledger.error)}</Alert>
      ) : (
        <Stack gap="lg">
          {ledger.data.ok ? (
            <Alert color="teal" variant="light" icon={<CheckIcon />} title="The ledger holds" role="status">
              Every currency balances, every account matches its transfers, and no player is below zero.
            </Alert>
          ) : (
            <Alert
              color="red"
              variant="filled"
              title={`${ledger.data.problems.length} problems found`}
              role="alert"
            >
              <Stack gap={4}>
                {ledger.data.problems.map((problem) => (
                  <Text key={problem.detail} size="sm">
                    {problem.detail}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          <Panel title="House accounts">
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing="xs" aria-label="House accounts">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Account</Table.Th>
                    <Table.Th>Currency</Table.Th>
                    <Table.Th ta="right">Balance</Table.Th>
                    <Table.Th ta="right">USD today</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {ledger.data.accounts.map((account) => (
                    <Table.Tr key={`${account.kind}:${account.currency}`}>
                      <Table.Td>
                        <Badge variant="light" color="gray">
                          {account.kind}
                        </Badge>
                      </Table.Td>
                      <Table.Td fw={700}>{account.currency}</Table.Td>
                      <Table.Td
                        ta="right"
                        ff="monospace"
                        c={account.balance.startsWith('-') ? 'red.4' : undefined}
                      >
                        {account.balance}
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace" c="dimmed">
                        {account.usd === null ? '—' : formatUsd(account.usd)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="xs" c="dimmed">
              External is the world outside: money enters and leaves through it, so it is negative by what
              players hold. Adjustments and the pot go negative by what they paid.
            </Text>
          </Panel>
        </Stack>
      )}
    </SectionPage>
  );
}
