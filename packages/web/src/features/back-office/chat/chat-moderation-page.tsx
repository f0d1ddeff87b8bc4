import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { formatWhen } from '../ui/format';
import { Panel, SectionPage } from '../ui/section-page';
import { useMute, useMutes } from './chat-api';
import { MUTE_DURATIONS, muteRules, mutesLookupRules } from './chat-rules';
import { RecentMessages } from './recent-messages';

/** Chat moderation: the recent messages with their Delete, a new mute, and a player's earlier mutes. */
export default function ChatModerationPage() {
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  return (
    <SectionPage
      title="Chat moderation"
      description="A muted player can read the chat but not write in it until the mute ends. Mutes and deletions are written to the audit log."
    >
      <RecentMessages />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <MuteForm onMuted={setLookedUp} />
        <MutesLookup username={lookedUp} onLookUp={setLookedUp} />
      </SimpleGrid>
    </SectionPage>
  );
}

function MutesLookup({
  username,
  onLookUp,
}: {
  username: string | null;
  onLookUp: (username: string) => void;
}) {
  const mutes = useMutes(username);
  const { form, handleSubmit } = useRequestForm(mutesLookupRules);
  return (
    <Panel title="A player's mutes">
      <form
        onSubmit={handleSubmit(({ username: name }) => onLookUp(name))}
        noValidate
        aria-label="Look up mutes"
      >
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label="Username"
            placeholder="Username"
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps('username')}
          />
          <Button type="submit" size="md" variant="default">
            Look up
          </Button>
        </Group>
      </form>
      {username !== null &&
        (mutes.isPending ? (
          <Loader aria-label="Loading the mutes" />
        ) : mutes.isError ? (
          <Alert color="red">{errorMessage(mutes.error)}</Alert>
        ) : mutes.data.mutes.length === 0 ? (
          <Text c="dimmed">{username} has never been muted.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label={`Mutes of ${username}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>From</Table.Th>
                  <Table.Th>Until</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>By</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mutes.data.mutes.map((mute) => (
                  <Table.Tr key={mute.id}>
                    <Table.Td c="dimmed">{formatWhen(mute.createdAt)}</Table.Td>
                    <Table.Td>
                      {mute.until ? (
                        formatWhen(mute.until)
                      ) : (
                        <Badge color="red" variant="light">
                          Permanent
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{mute.reason}</Table.Td>
                    <Table.Td>{mute.mutedBy}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </Panel>
  );
}

function MuteForm({ onMuted }: { onMuted: (username: string) => void }) {
  const [removeMessages, setRemoveMessages] = useState(false);
  const mute = useMute();
  const { form, formError, handleSubmit } = useRequestForm(muteRules(removeMessages));
  return (
    <Panel title="Mute a player">
      <form
        onSubmit={handleSubmit(async (request) => {
          const muted = await mute.mutateAsync(request);
          form.reset();
          onMuted(muted.username);
        })}
        noValidate
        aria-label="Mute a player"
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Username" autoComplete="off" {...form.getInputProps('username')} />
            <Select
              size="md"
              label="For"
              data={MUTE_DURATIONS}
              allowDeselect={false}
              {...form.getInputProps('durationMinutes')}
              onChange={(value) => form.setFieldValue('durationMinutes', value ?? '60')}
            />
          </SimpleGrid>
          <TextInput label="Reason" {...form.getInputProps('reason')} />
          <Checkbox
            label="Also remove their recent messages"
            checked={removeMessages}
            onChange={(event) => setRemoveMessages(event.currentTarget.checked)}
          />
          <FormAlert>{formError}</FormAlert>
          <Group>
            <Button type="submit" color="red" loading={form.submitting}>
              Mute
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
