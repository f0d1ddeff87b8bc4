import { backOfficeApi, type LedgerState, solvencyApi } from '@ante/core';
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-text';
import { CheckIcon } from '../../../ui/icons';
import { useStaff } from '../shell/staff-context';
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
          <SolvencyPanel />
          <ChainsPanel chains={ledger.data.chains} />
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

type ChainRow = LedgerState['chains'][number];

/**
 * The networks served by real nodes: whether each node answers (a paused one stops
 * crediting and sending until it does), its height, the hot wallet that pays
 * withdrawals, and deposits still to sweep into it.
 */
function ChainsPanel({ chains }: { chains: ChainRow[] }) {
  if (chains.length === 0) {
    return (
      <Panel title="Chains">
        <Text size="sm" c="dimmed">
          Every network runs on the simulated chain: there is no node and no hot wallet to watch.
        </Text>
      </Panel>
    );
  }
  return (
    <Panel title="Chains">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label="Chains">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Network</Table.Th>
              <Table.Th>Node</Table.Th>
              <Table.Th ta="right">Height</Table.Th>
              <Table.Th>Hot wallet</Table.Th>
              <Table.Th ta="right">USD today</Table.Th>
              <Table.Th ta="right">To sweep</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chains.map((chain) => (
              <Table.Tr key={chain.network}>
                <Table.Td fw={700}>
                  {chain.network}
                  <Text size="xs" c="dimmed">
                    {chain.kind}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {chain.healthy ? (
                    // A badge never shrinks into an ellipsis in the narrow column of a phone.
                    <Badge color="teal" variant="light" miw="max-content">
                      answering
                    </Badge>
                  ) : (
                    <Stack gap={2}>
                      <Badge color="red" variant="light" miw="max-content">
                        paused
                      </Badge>
                      <Text size="xs" c="dimmed">
                        since {chain.downSince ? formatWhen(chain.downSince) : formatWhen(chain.checkedAt)}
                        {chain.error ? `: ${chain.error}` : ''}
                      </Text>
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {chain.height ?? '—'}
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {chain.hotAddress ?? '—'}
                  </Text>
                  {Object.entries(chain.hotBalances).map(([currency, amount]) => (
                    <Text key={currency} size="sm" ff="monospace">
                      {amount} {currency}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {chain.hotValueUsd === null ? '—' : formatUsd(chain.hotValueUsd)}
                  {chain.belowFloor && (
                    <Badge color="orange" variant="light" ml={6}>
                      below floor
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {chain.sweepBacklog}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Panel>
  );
}

/**
 * The proof of solvency's snapshot, taken now rather than at its scheduled time: for
 * staff whose role may publish one. A ledger that does not add up refuses it, saying why.
 */
function SolvencyPanel() {
  const { can } = useStaff();
  const take = useMutation({ mutationFn: () => api.call(solvencyApi.take, { body: {} }) });
  if (!can('solvency.publish')) return null;
  return (
    <Panel title="Proof of solvency">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          A snapshot of every player's liabilities is published daily. Take one now to publish the current
          totals.
        </Text>
        <Button variant="light" onClick={() => take.mutate()} loading={take.isPending}>
          Take a snapshot now
        </Button>
        {take.isError && <Alert color="red">{errorMessage(take.error)}</Alert>}
        {take.data && (
          <Text size="sm" role="status">
            Published {formatWhen(take.data.snapshot.takenAt)}: {take.data.snapshot.currencies.length}{' '}
            currencies. <Link to="/proof-of-solvency">See the public page</Link>
          </Text>
        )}
      </Stack>
    </Panel>
  );
}
