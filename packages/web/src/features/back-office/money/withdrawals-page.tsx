import { type AdminWithdrawal, rejectWithdrawalRequestSchema } from '@ante/core';
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { useStaff } from '../shell/staff-context';
import { formatUsd, formatWhen } from '../ui/format';
import { PagedTable } from '../ui/paged-table';
import { SectionPage } from '../ui/section-page';
import { usePaging } from '../ui/use-paging';
import { PAGE_SIZE, useDecideWithdrawal, useWithdrawals, type WithdrawalState } from './money-api';

const STATES: { value: WithdrawalState; label: string }[] = [
  { value: 'review', label: 'Review queue' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'sent', label: 'Confirming' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'failed', label: 'Failed' },
];

/** Withdrawals by state, the review queue first: large ones wait here for a member of staff. */
export default function WithdrawalsPage() {
  const [state, setState] = useState<WithdrawalState>('review');
  const paging = usePaging(PAGE_SIZE);
  const list = useWithdrawals(state, paging.offset, true, paging.sort);
  return (
    <SectionPage
      title="Withdrawals"
      description="Withdrawals worth the review threshold or more over a day wait in the review queue, oldest first, until someone approves or rejects them. Nobody decides their own."
    >
      <SegmentedControl
        data={STATES}
        value={state}
        onChange={(value) => {
          setState(value as WithdrawalState);
          paging.restart();
        }}
        aria-label="Withdrawal state"
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <PagedTable
        query={list}
        rows={(data) =>
          data.withdrawals.map((withdrawal) => <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />)
        }
        total={(data) => data.total}
        label="Withdrawals"
        columns={[
          { label: 'Asked', sort: 'createdAt' },
          { label: 'Player', sort: 'username' },
          { label: 'Amount', right: true, sort: 'currency' },
          { label: 'USD', right: true, sort: 'valueUsd' },
          { label: 'To' },
          { label: 'State' },
          { label: '' },
        ]}
        minWidth={860}
        empty={state === 'review' ? 'Nothing waits for review.' : 'No withdrawals in this state.'}
        {...paging.table}
      />
    </SectionPage>
  );
}

function WithdrawalRow({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const staff = useStaff();
  const held = withdrawal.review === 'held' && withdrawal.status === 'pending';
  const mine = withdrawal.userId === staff.userId;
  return (
    <Table.Tr>
      <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatWhen(withdrawal.createdAt)}
      </Table.Td>
      <Table.Td>
        {staff.can('players.read') ? (
          <Anchor component={Link} to={`/admin/players/${withdrawal.userId}`} fw={700}>
            {withdrawal.username}
          </Anchor>
        ) : (
          withdrawal.username
        )}
      </Table.Td>
      <Table.Td ta="right" ff="monospace">
        {withdrawal.amount} {withdrawal.currency}
      </Table.Td>
      <Table.Td ta="right" ff="monospace">
        {withdrawal.valueUsd ? formatUsd(withdrawal.valueUsd) : '—'}
      </Table.Td>
      <Table.Td>
        <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {withdrawal.network} · {withdrawal.address}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Badge size="sm" variant="light" color={held ? 'orange' : 'gray'}>
            {held ? 'held' : withdrawal.review === 'rejected' ? 'rejected' : withdrawal.status}
          </Badge>
          {withdrawal.txHash && (
            <Text size="xs" c="dimmed" ff="monospace" title={withdrawal.txHash}>
              tx {withdrawal.txHash.slice(0, 10)}…{withdrawal.txHash.slice(-6)}
              {(withdrawal.status === 'processing' || withdrawal.status === 'sent') &&
                ` · ${withdrawal.confirmations}/${withdrawal.confirms} conf.`}
            </Text>
          )}
          {withdrawal.reviewedBy && (
            <Text size="xs" c="dimmed">
              {withdrawal.review} by {withdrawal.reviewedBy}
              {withdrawal.reviewNote ? `: ${withdrawal.reviewNote}` : ''}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        {held && staff.can('withdrawals.approve') && !mine && <Decision withdrawal={withdrawal} />}
        {held && mine && (
          <Text size="xs" c="dimmed">
            Yours: a colleague decides
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function Decision({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const decide = useDecideWithdrawal();
  const [rejecting, setRejecting] = useState(false);
  const { form, formError, handleSubmit } = useRequestForm({
    schema: rejectWithdrawalRequestSchema,
    initialValues: { reason: '' },
    toRequest: (values: { reason: string }) => values,
  });
  if (rejecting) {
    return (
      <form
        aria-label={`Reject the withdrawal of ${withdrawal.username}`}
        noValidate
        onSubmit={handleSubmit(async ({ reason }) => {
          await decide.mutateAsync({ id: withdrawal.id, decision: 'reject', reason });
        })}
      >
        <Stack gap={6} miw={220}>
          <TextInput
            size="xs"
            placeholder="Why (the player sees it refunded)"
            aria-label="Reason"
            autoFocus
            {...form.getInputProps('reason')}
          />
          <FormAlert>{formError}</FormAlert>
          <Group gap={6}>
            <Button type="submit" size="xs" color="red" loading={form.submitting}>
              Reject and refund
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={() => setRejecting(false)}>
              Back
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="xs"
        onClick={() => decide.mutate({ id: withdrawal.id, decision: 'approve' })}
        loading={decide.isPending}
      >
        Approve
      </Button>
      <Button size="xs" variant="light" color="red" onClick={() => setRejecting(true)}>
        Reject…
      </Button>
    </Group>
  );
}
