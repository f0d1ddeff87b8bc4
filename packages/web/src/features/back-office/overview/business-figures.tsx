import { backOfficeApi, type Overview } from '@ante/core';
import { Alert, Badge, Group, Loader, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-text';
import { AlertIcon, CheckIcon } from '../../../ui/icons';
import { formatUsd } from '../ui/format';
import { Panel } from '../ui/section-page';

type Days = 1 | 7 | 30;

/** "$1,234.50", and "-$20.00" for a house loss. */
export const usd = formatUsd;

/** The business over a day, a week or a month, and whether the rounds agree with the ledger. */
export function BusinessFigures() {
  const [days, setDays] = useState<Days>(1);
  const overview = useQuery({
    queryKey: ['back-office', 'overview', days],
    queryFn: () => api.call(backOfficeApi.overview, { query: { days } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Period"
          value={String(days)}
          onChange={(value) => setDays(Number(value) as Days)}
          data={[
            { value: '1', label: 'Today' },
            { value: '7', label: '7 days' },
            { value: '30', label: '30 days' },
          ]}
        />
        {overview.data && <Reconciliation overview={overview.data} />}
      </Group>
      {overview.isPending ? (
        <Loader aria-label="Loading the figures" />
      ) : overview.isError ? (
        <Alert color="red">{errorMessage(overview.error)}</Alert>
      ) : (
        <Figures overview={overview.data} days={days} />
      )}
    </Stack>
  );
}

function Reconciliation({ overview }: { overview: Overview }) {
  const { reconciliation } = overview;
  if (reconciliation.agree) {
    return (
      <Badge size="lg" color="teal" variant="light" leftSection={<CheckIcon size={14} />} role="status">
        Rounds and ledger agree
      </Badge>
    );
  }
  return (
    <Badge size="lg" color="red" variant="filled" leftSection={<AlertIcon size={14} />} role="alert">
      Rounds and ledger disagree
    </Badge>
  );
}

function Kpi({ label, value, tone }: { label: string; value: string; tone?: 'good' | 'bad' }) {
  return (
    <Panel>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
        {label}
      </Text>
      <Text fz={24} fw={800} c={tone === 'bad' ? 'red.4' : tone === 'good' ? 'teal.4' : 'white'} lh={1.1}>
        {value}
      </Text>
    </Panel>
  );
}

function Figures({ overview, days }: { overview: Overview; days: Days }) {
  const { totals } = overview;
  const tone = (text: string) => (Number(text) < 0 ? 'bad' : 'good');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Kpi label="Bets" value={totals.bets.toLocaleString('en-US')} />
        <Kpi label="Wagered" value={usd(totals.wageredUsd)} />
        <Kpi label="GGR" value={usd(totals.ggrUsd)} tone={tone(totals.ggrUsd)} />
        <Kpi label="NGR" value={usd(totals.ngrUsd)} tone={tone(totals.ngrUsd)} />
        <Kpi label="Deposits" value={usd(totals.depositsUsd)} />
        <Kpi label="Withdrawals" value={usd(totals.withdrawalsUsd)} />
        <Kpi label="Players who bet" value={totals.activePlayers.toLocaleString('en-US')} />
        <Kpi label="Sign-ups" value={totals.signups.toLocaleString('en-US')} />
      </SimpleGrid>
      <Panel title={days === 30 ? 'GGR per day, 30 days' : 'GGR per day, 7 days'}>
        <GgrChart daily={everyDay(overview.daily, overview.to, days === 30 ? 30 : 7)} />
        <Text size="xs" c="dimmed">
          NGR is GGR less bonuses {usd(totals.bonusesUsd)}, rakeback {usd(totals.rakebackUsd)}, affiliate
          commission {usd(totals.commissionUsd)} and pot wins {usd(totals.potUsd)}. Each bet counts at its own
          time's price; ledger costs at today's.
        </Text>
      </Panel>
      {!overview.reconciliation.agree && <Disagreement overview={overview} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Panel title="By game">
          <Breakdown
            label="By game"
            head={['Game', 'Provider', 'Bets', 'Wagered', 'GGR']}
            rows={overview.byGame.map((row) => [
              row.game,
              row.provider,
              String(row.bets),
              usd(row.wageredUsd),
              usd(row.ggrUsd),
            ])}
          />
        </Panel>
        <Stack gap="md">
          <Panel title="By provider">
            <Breakdown
              label="By provider"
              head={['Provider', 'Bets', 'Wagered', 'GGR']}
              rows={overview.byProvider.map((row) => [
                row.provider,
                String(row.bets),
                usd(row.wageredUsd),
                usd(row.ggrUsd),
              ])}
            />
          </Panel>
          <Panel title="By currency">
            <Breakdown
              label="By currency"
              head={['Currency', 'Wagered', 'GGR', 'GGR $', 'Deposits', 'Withdrawn']}
              rows={overview.byCurrency.map((row) => [
                row.currency,
                row.wagered,
                row.ggr,
                usd(row.ggrUsd),
                row.deposits,
                row.withdrawals,
              ])}
            />
          </Panel>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function Disagreement({ overview }: { overview: Overview }) {
  const { reconciliation } = overview;
  return (
    <Alert color="red" title="The rounds and the ledger do not agree" role="alert">
      <Stack gap={4}>
        {reconciliation.ledgerProblems.map((problem) => (
          <Text key={problem} size="sm">
            {problem}
          </Text>
        ))}
        {reconciliation.currencies
          .filter((row) => !row.agree)
          .map((row) => (
            <Text key={row.currency} size="sm">
              {row.currency}: rounds staked {row.roundsStaked} and paid {row.roundsPaid}; the ledger moved{' '}
              {row.ledgerStaked} and {row.ledgerPaid}.
            </Text>
          ))}
      </Stack>
    </Alert>
  );
}

function Breakdown({ label, head, rows }: { label: string; head: string[]; rows: string[][] }) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing in this period.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={6} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell, index) => (
              <Table.Th key={cell} ta={index === 0 ? undefined : 'right'}>
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.join('|')}>
              {row.map((cell, index) => (
                <Table.Td
                  key={head[index]}
                  ta={index === 0 ? undefined : 'right'}
                  ff={index === 0 ? undefined : 'monospace'}
                >
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The period's days, oldest first, each with its GGR; a day without a settled round is zero. */
export function everyDay(daily: Overview['daily'], to: string, count: number): Overview['daily'] {
  const byDay = new Map(daily.map((day) => [day.day, day.ggrUsd]));
  const end = new Date(to);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(
      Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() - (count - 1 - index)),
    )
      .toISOString()
      .slice(0, 10);
    return { day, ggrUsd: byDay.get(day) ?? '0.00' };
  });
}

/** Bars above the line for days the house won, below for days it lost; the day's figure on hover. */
export function GgrChart({ daily }: { daily: Overview['daily'] }) {
  if (daily.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No settled round in this period.
      </Text>
    );
  }
  const values = daily.map((day) => Number(day.ggrUsd));
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const width = 100;
  const height = 40;
  const zero = (top / span) * height;
  const slot = width / daily.length;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`GGR per day: ${daily.map((day) => `${day.day} ${usd(day.ggrUsd)}`).join(', ')}`}
      style={{ width: '100%', height: 160, display: 'block' }}
    >
      <line x1={0} x2={width} y1={zero} y2={zero} stroke="var(--mantine-color-dark-3)" strokeWidth={0.2} />
      {daily.map((day, index) => {
        const value = Number(day.ggrUsd);
        const barHeight = (Math.abs(value) / span) * height;
        return (
          <rect
            key={day.day}
            x={index * slot + slot * 0.15}
            width={slot * 0.7}
            y={value >= 0 ? zero - barHeight : zero}
            height={Math.max(barHeight, 0.3)}
            rx={0.4}
            fill={value >= 0 ? 'var(--mantine-color-teal-5)' : 'var(--mantine-color-red-5)'}
          >
            <title>{`${day.day}: ${usd(day.ggrUsd)}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
