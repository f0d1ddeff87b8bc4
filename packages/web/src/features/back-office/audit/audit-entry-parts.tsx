import type { AuditEntry } from '@ante/core';
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { auditChanges, NOTHING } from './audit-diff';
import classes from './audit-table.module.css';

export function AuditTarget({ entry }: { entry: AuditEntry }) {
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
          ) : change.before === NOTHING ? (
            <span className={classes.after}>{change.after}</span>
          ) : change.after === NOTHING ? (
            <>
              <span className={classes.before}>{change.before}</span>
              <VisuallyHidden>removed</VisuallyHidden>
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
