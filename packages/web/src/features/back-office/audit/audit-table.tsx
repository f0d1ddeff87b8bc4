import type { AuditEntry } from '@ante/core';
import { Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatWhen } from '../ui/format';
import { auditChanges } from './audit-diff';
import classes from './audit-table.module.css';

/** A page of audit entries: when, who and with which permission, what, to whom, the change, from where. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
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

function AuditTarget({ entry }: { entry: AuditEntry }) {
  if (!entry.targetUsername && !entry.target) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={2}>
      {entry.targetUsername && (
        <Text size="sm" fw={700} c="white">
          {entry.targetUsername}
        </Text>
      )}
      {entry.target && (
        <Text size="xs" c="dimmed" className={classes.code}>
          {entry.target}
        </Text>
      )}
    </Stack>
  );
}

/** Each changed field as "field: before → after", with a list's gains and losses spelt out. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <ul className={classes.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          {change.field && <span className={classes.field}>{change.field}: </span>}
          {change.added || change.removed ? (
            <>
              {change.added?.map((name) => (
                <span key={`+${name}`} className={classes.added}>
                  +{name}{' '}
                </span>
              ))}
              {change.removed?.map((name) => (
                <span key={`-${name}`} className={classes.removed}>
                  −{name}{' '}
                </span>
              ))}
            </>
          ) : (
            <>
              <span className={classes.before}>{change.before}</span>
              <span aria-hidden="true"> → </span>
              <VisuallyHidden>changed to</VisuallyHidden>
              <span className={classes.after}>{change.after}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
