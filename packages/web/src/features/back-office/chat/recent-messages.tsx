import type { AdminChatMessage } from '@ante/core';
import { Badge, Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSiteConfig } from '../../../lib/site-config';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { ConfirmButton } from '../ui/confirm-button';
import { formatWhen } from '../ui/format';
import { PagedTable } from '../ui/paged-table';
import { Panel } from '../ui/section-page';
import { usePaging } from '../ui/use-paging';
import { MESSAGES_PAGE_SIZE, type MessagesFilter, useChatMessages, useDeleteMessage } from './chat-api';
import { EVERY_ROOM, messagesFilterRules } from './chat-rules';

/**
 * The latest messages of every room, or of one room or player, newest first, each with
 * its Delete (asked twice, since a removal cannot be undone). Removed messages stay in
 * the list, marked, so staff see what has already been taken down.
 */
export function RecentMessages() {
  const [filter, setFilter] = useState<MessagesFilter>({});
  const paging = usePaging(MESSAGES_PAGE_SIZE);
  const messages = useChatMessages(filter, paging.offset);
  const regions = useSiteConfig().data?.chat.regions ?? [];
  const { form, handleSubmit } = useRequestForm(messagesFilterRules);
  return (
    <>
      <Panel title="Recent messages">
        <form
          onSubmit={handleSubmit((request) => {
            setFilter(request);
            paging.restart();
          })}
          noValidate
          aria-label="Filter messages"
        >
          <Group gap="sm" align="flex-start">
            <TextInput
              aria-label="Player"
              placeholder="Every player"
              autoComplete="off"
              style={{ flex: '1 1 160px', minWidth: 0 }}
              {...form.getInputProps('username')}
            />
            <Select
              size="md"
              aria-label="Room"
              data={[
                { value: EVERY_ROOM, label: 'Every room' },
                ...regions.map((region) => ({ value: region, label: region.toUpperCase() })),
              ]}
              allowDeselect={false}
              style={{ flex: '0 1 180px' }}
              {...form.getInputProps('region')}
              onChange={(value) => form.setFieldValue('region', value ?? EVERY_ROOM)}
            />
            <Button type="submit" size="md" variant="default">
              Show
            </Button>
          </Group>
        </form>
      </Panel>
      <PagedTable
        query={messages}
        rows={(data) => data.messages.map((message) => <MessageRow key={message.id} message={message} />)}
        total={(data) => data.total}
        label="Chat messages"
        columns={[
          { label: 'Sent' },
          { label: 'Room' },
          { label: 'Player' },
          { label: 'Message' },
          { label: '' },
        ]}
        minWidth={720}
        empty="No messages here."
        {...paging.table}
      />
    </>
  );
}

function MessageRow({ message }: { message: AdminChatMessage }) {
  const remove = useDeleteMessage();
  const deleted = message.deletedAt !== null;
  return (
    <Table.Tr>
      <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatWhen(message.createdAt)}
      </Table.Td>
      <Table.Td c="dimmed">{message.region.toUpperCase()}</Table.Td>
      <Table.Td fw={700}>{message.username}</Table.Td>
      <Table.Td>
        {/* The player's text as a plain string: React escapes it, so markup in it is shown, never run. */}
        <Text
          size="sm"
          c={deleted ? 'dimmed' : undefined}
          td={deleted ? 'line-through' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {message.message}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        {deleted ? (
          <Badge
            size="sm"
            variant="light"
            color="gray"
            title={`Deleted ${formatWhen(message.deletedAt ?? '')}`}
          >
            deleted
          </Badge>
        ) : (
          <ConfirmButton
            label="Delete"
            confirmLabel="Delete it"
            onConfirm={() => remove.mutateAsync(message.id)}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}
