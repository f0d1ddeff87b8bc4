import type { Adjustment } from '@ante/core';
import { Anchor, Badge, Button, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStaff } from '../shell/staff-context';
import { formatWhen } from '../ui/format';
import { PagedTable } from '../ui/paged-table';
import { SectionPage } from '../ui/section-page';
import { usePaging } from '../ui/use-paging';
import { type AdjustmentStatus, PAGE_SIZE, useAdjustments, useDecideAdjustment } from './money-api';

/** Balance adjustments staff asked for, waiting for a second member of staff; and the decided ones. */
export default function AdjustmentsPage() {
  const [status, setStatus] = useState<AdjustmentStatus>('pending');
  const paging = usePaging(PAGE_SIZE);
  const list = useAdjustments(status, paging.offset, true, paging.sort);
  return (
    <SectionPage
      title="Balance adjustments"
      description="A change of a player's balance is asked for on their page and moves only when a second member of staff approves it here: one ledger transfer with the adjustments account."
    >
      <SegmentedControl
        data={[
          { value: 'pending', label: 'Waiting' },
          { value: 'approved', label: 'Approved' },
          { value: 'rejected', label: 'Rejected' },
        ]}
        value={status}
        onChange={(value) => {
          setStatus(value as AdjustmentStatus);
          paging.restart();
        }}
        aria-label="Adjustment status"
        style={{ alignSelf: 'flex-start' }}
      />
      <PagedTable
        query={list}
        rows={(data) =>
          data.adjustments.map((adjustment) => <AdjustmentRow key={adjustment.id} adjustment={adjustment} />)
        }
        total={(data) => data.total}
        label="Adjustments"
        columns={[
          { label: 'Asked', sort: 'requestedAt' },
          { label: 'Player', sort: 'username' },
          { label: 'Amount', right: true, sort: 'amount' },
          { label: 'Reason' },
          { label: 'Asked by' },
          { label: '' },
        ]}
        minWidth={820}
        empty={status === 'pending' ? 'Nothing waits for approval.' : 'None yet.'}
        {...paging.table}
      />
    </SectionPage>
  );
}

function AdjustmentRow({ adjustment }: { adjustment: Adjustment }) {
  const staff = useStaff();
  const decide = useDecideAdjustment();
  const credit = !adjustment.amount.startsWith('-');
  const own = adjustment.requestedBy === staff.username || adjustment.userId === staff.userId;
  return (
    <Table.Tr>
      <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatWhen(adjustment.requestedAt)}
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/admin/players/${adjustment.userId}`} fw={700}>
          {adjustment.username}
        </Anchor>
      </Table.Td>
      <Table.Td ta="right" ff="monospace" c={credit ? 'teal.4' : 'red.4'}>
        {credit ? '+' : ''}
        {adjustment.amount} {adjustment.currency}
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{adjustment.reason}</Table.Td>
      <Table.Td c="dimmed">{adjustment.requestedBy}</Table.Td>
      <Table.Td>
        {adjustment.status === 'pending' ? (
          own ? (
            <Text size="xs" c="dimmed">
              A colleague decides
            </Text>
          ) : (
            <Group gap={6} wrap="nowrap">
              <Button
                size="xs"
                onClick={() => decide.mutate({ id: adjustment.id, decision: 'approve' })}
                loading={decide.isPending}
              >
                Approve
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => decide.mutate({ id: adjustment.id, decision: 'reject' })}
              >
                Reject
              </Button>
            </Group>
          )
        ) : (
          <Badge size="sm" variant="light" color={adjustment.status === 'approved' ? 'brand' : 'gray'}>
            {adjustment.status} by {adjustment.decidedBy}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
