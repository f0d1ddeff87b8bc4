import { backOfficeApi, dismissFlagRequestSchema, type RiskFlag } from '@ante/core';
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../lib/api';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { describeEvidence } from '../players/player-page';
import { formatWhen } from '../ui/format';
import { PagedTable } from '../ui/paged-table';
import { SectionPage } from '../ui/section-page';
import { usePaging } from '../ui/use-paging';

const PAGE = 25;

const KIND_LABELS: Record<string, string> = {
  shared_device: 'Shared device',
  shared_ip: 'Shared IP address',
  shared_withdrawal_address: 'Shared withdrawal address',
  linked_bonus_claims: 'Bonus claimed by linked accounts',
  self_referral: 'Referred a linked account',
  deposit_withdraw_little_play: 'Withdrew with little play',
  unusual_wins: 'Wins far above expectation',
  deposit_reorged: 'Credited deposit taken back by a chain reorg',
};

/** The risk scan's flags: a queue, oldest first, each with its evidence, dismissed with a note. */
export default function RiskPage() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'open' | 'dismissed'>('open');
  const paging = usePaging(PAGE);
  const { offset, sort } = paging;
  const flags = useQuery({
    queryKey: ['back-office', 'risk', status, offset, sort],
    queryFn: () =>
      api.call(backOfficeApi.riskFlags, {
        query: { status, offset, limit: PAGE, ...(sort ? { sort } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  const scan = useMutation({
    mutationFn: () => api.call(backOfficeApi.scanRisk, { body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['back-office', 'risk'] }),
  });
  return (
    <SectionPage
      title="Risk flags"
      description="Every ten minutes a scan looks for linked accounts (a shared browser, address or withdrawal address), bonuses claimed by linked accounts, self-referrals, deposits withdrawn with little play and wins far above a game's expectation. A flag is evidence, not a verdict."
    >
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          data={[
            { value: 'open', label: 'Open' },
            { value: 'dismissed', label: 'Dismissed' },
          ]}
          value={status}
          onChange={(value) => {
            setStatus(value as 'open' | 'dismissed');
            paging.restart();
          }}
          aria-label="Flag status"
        />
        <Group gap="xs">
          {scan.data && (
            <Text size="sm" c="dimmed" role="status">
              {scan.data.raised} new, {scan.data.open} open
            </Text>
          )}
          <Button variant="light" onClick={() => scan.mutate()} loading={scan.isPending}>
            Scan now
          </Button>
        </Group>
      </Group>
      <PagedTable
        query={flags}
        rows={(data) => data.flags.map((flag) => <FlagRow key={flag.id} flag={flag} />)}
        total={(data) => data.total}
        label="Risk flags"
        columns={[
          { label: 'Raised', sort: 'raisedAt' },
          { label: 'Player', sort: 'username' },
          { label: 'Flag', sort: 'kind' },
          { label: 'Evidence' },
          { label: '' },
        ]}
        minWidth={820}
        empty={status === 'open' ? 'No open flag.' : 'Nothing dismissed yet.'}
        {...paging.table}
      />
    </SectionPage>
  );
}

function FlagRow({ flag }: { flag: RiskFlag }) {
  const other = typeof flag.evidence.otherUserId === 'string' ? flag.evidence.otherUserId : null;
  return (
    <Table.Tr>
      <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatWhen(flag.raisedAt)}
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/admin/players/${flag.userId}`} fw={700}>
          {flag.username}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Badge color="orange" variant="light">
          {KIND_LABELS[flag.kind] ?? flag.kind}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {describeEvidence(flag.evidence)}
        </Text>
        {other && (
          <Anchor component={Link} to={`/admin/players/${other}`} size="xs">
            Open the other account
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        {flag.dismissed ? (
          <Text size="xs" c="dimmed">
            Dismissed by {flag.dismissed.by}: {flag.dismissed.note}
          </Text>
        ) : (
          <Dismiss flag={flag} />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function Dismiss({ flag }: { flag: RiskFlag }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const dismiss = useMutation({
    mutationFn: (note: string) =>
      api.call(backOfficeApi.dismissFlag, { params: { id: flag.id }, body: { note } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['back-office', 'risk'] }),
  });
  const { form, formError, handleSubmit } = useRequestForm({
    schema: dismissFlagRequestSchema,
    initialValues: { note: '' },
    toRequest: (values: { note: string }) => values,
  });
  if (!open) {
    return (
      <Button size="xs" variant="light" color="gray" onClick={() => setOpen(true)}>
        Dismiss…
      </Button>
    );
  }
  return (
    <form
      aria-label={`Dismiss the flag on ${flag.username}`}
      noValidate
      onSubmit={handleSubmit(async ({ note }) => dismiss.mutateAsync(note))}
    >
      <Stack gap={6} miw={220}>
        <TextInput
          size="xs"
          placeholder="Why it is innocent"
          aria-label="Note"
          autoFocus
          {...form.getInputProps('note')}
        />
        <FormAlert>{formError}</FormAlert>
        <Group gap={6}>
          <Button type="submit" size="xs" loading={form.submitting}>
            Dismiss
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={() => setOpen(false)}>
            Back
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
