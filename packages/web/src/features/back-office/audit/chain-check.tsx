import { Alert, Button, Group, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/error-text';
import { AlertIcon, ShieldCheckIcon } from '../../../ui/icons';
import { useAuditCheck } from './audit-api';

/** Runs the hash chain's check and shows its verdict where nobody can miss it. */
export function ChainCheck() {
  const check = useAuditCheck();
  const result = check.data;
  return (
    <Group gap="md" align="stretch" wrap="wrap">
      <Button variant="light" onClick={() => check.mutate()} loading={check.isPending}>
        Check chain
      </Button>
      {result?.ok && (
        <Alert
          color="green"
          variant="filled"
          icon={<ShieldCheckIcon />}
          role="status"
          py={8}
          style={{ flex: 1, minWidth: 220 }}
        >
          <Text fw={800}>Chain intact: {result.entries} entries</Text>
        </Alert>
      )}
      {result && !result.ok && (
        <Alert
          color="red"
          variant="filled"
          icon={<AlertIcon />}
          role="alert"
          py={8}
          style={{ flex: 1, minWidth: 220 }}
        >
          <Text fw={800}>
            Broken at entry {result.brokenAt ?? '?'}: {result.reason ?? 'no reason given'}
          </Text>
        </Alert>
      )}
      {check.isError && (
        <Alert color="red" role="alert" py={8} style={{ flex: 1, minWidth: 220 }}>
          {errorMessage(check.error)}
        </Alert>
      )}
    </Group>
  );
}
