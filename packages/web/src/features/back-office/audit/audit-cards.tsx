import type { AuditEntry } from '@ante/core';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatWhen } from '../ui/format';
import { AuditDiff, AuditTarget } from './audit-entry-parts';
import classes from './audit-table.module.css';

/** The audit entries at phone widths: each a card with the table's columns as its lines. */
export function AuditCards({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <Stack gap="sm" role="list" aria-label="Audit entries">
      {entries.map((entry) => (
        <Stack key={entry.seq} gap={6} className={classes.card} role="listitem">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={700} c="white" truncate>
              {entry.action}
            </Text>
            <Text size="xs" c="dimmed" className={classes.nowrap}>
              #{entry.seq} · {formatWhen(entry.at)}
            </Text>
          </Group>
          <Group gap={6}>
            <Text size="sm" c="white">
              {entry.actor}
            </Text>
            <Badge variant="light" color="gray" size="xs">
              {entry.permission}
            </Badge>
            {entry.ip && (
              <Text size="xs" c="dimmed">
                {entry.ip}
              </Text>
            )}
          </Group>
          <AuditTarget entry={entry} />
          <AuditDiff before={entry.before} after={entry.after} />
        </Stack>
      ))}
    </Stack>
  );
}
