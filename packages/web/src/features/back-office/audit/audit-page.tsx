import { auditQuerySchema } from '@ante/core';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-text';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { SearchIcon } from '../../../ui/icons';
import { optionalText } from '../ui/format';
import { SectionPage } from '../ui/section-page';
import { useAuditPage } from './audit-api';
import { AuditTable } from './audit-table';
import { ChainCheck } from './chain-check';

/**
 * The audit log: every staff action, newest first, a page at a time. "Older" follows
 * the server's cursor; "Newer" goes back through the cursors already followed.
 */
export default function AuditPage() {
  const [q, setQ] = useState<string | undefined>(undefined);
  const [cursors, setCursors] = useState<number[]>([]);
  const before = cursors.at(-1);
  const page = useAuditPage(q, before);
  const { form, handleSubmit } = useRequestForm({
    schema: auditQuerySchema,
    initialValues: { q: '' },
    toRequest: (values: { q: string }) => ({ q: optionalText(values.q) }),
  });

  const handleSearch = (request: { q?: string }) => {
    setQ(request.q);
    setCursors([]);
  };

  return (
    <SectionPage
      title="Audit log"
      description="Every action staff take, with the permission it used, what it changed and from where. Each entry is chained to the one before by its hash, so an edited or deleted entry is found by the check."
    >
      <ChainCheck />
      <form onSubmit={handleSubmit(handleSearch)} noValidate aria-label="Search the audit log">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label="Search"
            placeholder="Action, permission, staff member or target"
            leftSection={<SearchIcon size={16} />}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps('q')}
          />
          <Button type="submit" size="md" variant="default">
            Search
          </Button>
        </Group>
      </form>
      {page.isPending ? (
        <Loader aria-label="Loading the audit log" />
      ) : page.isError ? (
        <Alert color="red" title="The audit log did not load">
          {errorMessage(page.error)}
        </Alert>
      ) : (
        <Stack gap="sm">
          {page.data.entries.length === 0 ? (
            <Text c="dimmed">
              {q ? 'No entry matches this search.' : 'No staff action has been recorded yet.'}
            </Text>
          ) : (
            <AuditTable entries={page.data.entries} />
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={cursors.length === 0 || page.isFetching}
              onClick={() => setCursors((previous) => previous.slice(0, -1))}
            >
              Newer
            </Button>
            <Button
              variant="default"
              disabled={page.data.nextBefore === null || page.isFetching}
              loading={page.isFetching && page.isPlaceholderData}
              onClick={() => {
                const next = page.data.nextBefore;
                if (next !== null) setCursors((previous) => [...previous, next]);
              }}
            >
              Older
            </Button>
          </Group>
        </Stack>
      )}
    </SectionPage>
  );
}
