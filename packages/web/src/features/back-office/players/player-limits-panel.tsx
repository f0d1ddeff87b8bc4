import { staffPlayLimitRequestSchema } from '@ante/core';
import { Alert, Badge, Group, Loader, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-text';
import {
  formatLimitMoment,
  LIMIT_KIND_OPTIONS,
  LIMIT_PERIOD_OPTIONS,
  limitFigures,
  limitTitle,
  playLimitFormRules,
  requestedText,
} from '../../../lib/play-limits';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { FormFooter } from '../ui/form-footer';
import { formatUsd } from '../ui/format';
import { Panel } from '../ui/section-page';
import { usePlayerLimits, useSetPlayerLimit } from './players-api';

/**
 * The player's limits and the "Set limits" action (players.limits): staff impose a
 * limit or lower one, at once and audited; raising one is the player's own decision,
 * with its cooling-off (docs/play-limits.md), so the server refuses it.
 */
export function PlayerLimitsPanel({ playerId, canSet }: { playerId: string; canSet: boolean }) {
  const limits = usePlayerLimits(playerId);
  const setLimit = useSetPlayerLimit(playerId);
  const [done, setDone] = useState<string | null>(null);
  // A refusal naming no field (a raise) shows in the footer, whichever amount boxes show.
  const { form, formError, handleSubmit } = useRequestForm(playLimitFormRules(staffPlayLimitRequestSchema));

  const handleSet = handleSubmit(async (request) => {
    setDone(null);
    await setLimit.mutateAsync(request);
    setDone(`${limitTitle(request.kind, request.period)} set to ${requestedText(request, formatUsd)}.`);
    form.setValues({ amountUsd: '', hours: '', amountMinutes: '' });
  });

  return (
    <Panel title="Limits">
      {limits.isPending ? (
        <Loader size="sm" aria-label="Loading the limits" />
      ) : limits.isError ? (
        <Alert color="red">{errorMessage(limits.error)}</Alert>
      ) : limits.data.limits.length === 0 ? (
        <Text c="dimmed" size="sm">
          No deposit, loss, wager or time limits.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label="Limits">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Limit</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">Used</Table.Th>
                <Table.Th>Waiting</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {limits.data.limits.map((limit) => {
                const figures = limitFigures(limit, formatUsd);
                return (
                  <Table.Tr key={`${limit.kind}-${limit.period}`}>
                    <Table.Td>
                      {limitTitle(limit.kind, limit.period)}{' '}
                      {limit.setBy === 'staff' && (
                        <Badge size="xs" variant="light" color="gray">
                          staff
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {figures.amount ?? '—'}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {figures.used}
                    </Table.Td>
                    <Table.Td>
                      {limit.pending
                        ? `${figures.pending == null ? 'removal' : `raise to ${figures.pending}`} from ${formatLimitMoment(limit.pending.confirmableAt)}`
                        : '—'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {limits.data?.depositOfferDeclined && (
        <Text c="dimmed" size="sm" mt="xs">
          Declined the deposit limit the cashier offers before a first deposit.
        </Text>
      )}
      {canSet && (
        <form aria-label="Set limits" noValidate onSubmit={handleSet}>
          <Stack gap="xs" mt="sm">
            <Text size="sm" fw={700} c="white">
              Set limits
            </Text>
            <Group gap="xs" align="flex-start" grow>
              <Select
                label="On"
                data={LIMIT_KIND_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('kind')}
              />
              <Select
                label="Period"
                data={LIMIT_PERIOD_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('period')}
              />
            </Group>
            {form.values.kind === 'time' ? (
              <Group gap="xs" align="flex-start" grow>
                <TextInput label="Hours" size="sm" placeholder="2" {...form.getInputProps('hours')} />
                <TextInput
                  label="Minutes"
                  size="sm"
                  placeholder="30"
                  {...form.getInputProps('amountMinutes')}
                />
              </Group>
            ) : (
              <TextInput
                label="Amount (USD)"
                size="sm"
                placeholder="100"
                {...form.getInputProps('amountUsd')}
              />
            )}
            <Text size="xs" c="dimmed">
              Applies at once. Staff can impose or lower a limit, never raise one.
            </Text>
            <FormFooter error={formError} done={done} submitting={form.submitting} submit="Set limit" />
          </Stack>
        </form>
      )}
    </Panel>
  );
}
