import type { AuditEntry } from '@ante/core';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useIsMobile } from '../../../ui/use-is-mobile';
import { formatWhen } from '../ui/format';
import { AuditCards } from './audit-cards';
import { AuditDiff, AuditTarget } from './audit-entry-parts';
import classes from './audit-table.module.css';

/**
 * A page of audit entries: when, who and with which permission, what, to whom, the
 * change, from where. A table where there is room; at phone widths a card an entry.
 */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const isMobile = useIsMobile();
  if (isMobile) return <AuditCards entries={entries} />;
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="sm" className={classes.table} aria-label="Audit entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Target</Table.Th>
            <Table.Th>Change</Table.Th>
            <Table.Th>IP</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.seq}>
              <Table.Td c="dimmed">{entry.seq}</Table.Td>
              <Table.Td className={classes.nowrap}>{formatWhen(entry.at)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={700} c="white">
                  {entry.actor}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text size="sm" fw={700} c="white">
                    {entry.action}
                  </Text>
                  <Badge variant="light" color="gray" size="xs">
                    {entry.permission}
                  </Badge>
                </Stack>
              </Table.Td>
              <Table.Td>
                <AuditTarget entry={entry} />
              </Table.Td>
              <Table.Td>
                <AuditDiff before={entry.before} after={entry.after} />
              </Table.Td>
              <Table.Td c="dimmed" className={classes.nowrap}>
                {entry.ip ?? '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
