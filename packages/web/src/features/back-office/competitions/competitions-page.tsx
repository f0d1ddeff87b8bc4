import { CRYPTO_CODES, usdText } from '@ante/core';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { errorMessage } from '../../../lib/error-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { ConfirmButton } from '../ui/confirm-button';
import { formatWhen } from '../ui/format';
import { Panel, SectionPage } from '../ui/section-page';
import { competitionRules } from './competition-rules';
import { useCancelCompetition, useCompetitions, useCreateCompetition } from './competitions-api';

const STATUS_COLOURS = { live: 'brand', upcoming: 'blue', ended: 'gray', cancelled: 'red' } as const;

/** Wager races: the ones players see now, a new one, and cancelling one before it pays. */
export default function CompetitionsPage() {
  const competitions = useCompetitions();
  const cancel = useCancelCompetition();
  return (
    <SectionPage
      title="Competitions"
      description="Players rank by the dollar value of their stakes on the chosen games between the start and the end; each prize place is paid once when it ends."
    >
      <CreateCompetitionForm />
      <Panel title="Competitions">
        {competitions.isPending ? (
          <Loader aria-label="Loading the competitions" />
        ) : competitions.isError ? (
          <Alert color="red">{errorMessage(competitions.error)}</Alert>
        ) : competitions.data.competitions.length === 0 ? (
          <Text c="dimmed">No competition yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" aria-label="Competitions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Runs</Table.Th>
                  <Table.Th>Games</Table.Th>
                  <Table.Th>Prize pool</Table.Th>
                  <Table.Th>Players</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {competitions.data.competitions.map((competition) => (
                  <Table.Tr key={competition.id}>
                    <Table.Td fw={700} c="white">
                      {competition.name}
                    </Table.Td>
                    <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatWhen(competition.startsAt)}
                      <br />
                      {formatWhen(competition.endsAt)}
                    </Table.Td>
                    <Table.Td>
                      {competition.games.length === 0 ? 'All' : competition.games.join(', ')}
                    </Table.Td>
                    <Table.Td>
                      {usdText(competition.prizePool)} in {competition.prizeCurrency}
                    </Table.Td>
                    <Table.Td>{competition.players}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOURS[competition.status]}>
                        {competition.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {(competition.status === 'live' || competition.status === 'upcoming') && (
                        <ConfirmButton
                          label="Cancel"
                          confirmLabel="Cancel it"
                          onConfirm={() => cancel.mutateAsync(competition.id)}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Panel>
    </SectionPage>
  );
}

function CreateCompetitionForm() {
  const create = useCreateCompetition();
  const { form, formError, handleSubmit } = useRequestForm(competitionRules);
  return (
    <Panel title="New competition">
      <form
        onSubmit={handleSubmit(async (request) => {
          await create.mutateAsync(request);
          form.reset();
        })}
        noValidate
        aria-label="New competition"
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <TextInput label="Name" {...form.getInputProps('name')} />
            <TextInput label="Starts" type="datetime-local" {...form.getInputProps('startsAt')} />
            <TextInput label="Ends" type="datetime-local" {...form.getInputProps('endsAt')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Textarea
              label="Prizes (USD), first place first"
              placeholder="500, 250, 100"
              autosize
              minRows={1}
              {...form.getInputProps('prizes')}
            />
            <Textarea
              label="Games"
              description="Game slugs; leave empty for every game"
              placeholder="dice, limbo"
              autosize
              minRows={1}
              {...form.getInputProps('games')}
            />
            <Select
              size="md"
              label="Prizes paid in"
              data={[
                { value: '', label: 'The default currency' },
                ...CRYPTO_CODES.map((code) => ({ value: code, label: code })),
              ]}
              {...form.getInputProps('prizeCurrency')}
              onChange={(value) => form.setFieldValue('prizeCurrency', value ?? '')}
            />
            <TextInput
              label="Campaign"
              description="Optional grouping label"
              {...form.getInputProps('campaignId')}
            />
          </SimpleGrid>
          <FormAlert>{formError}</FormAlert>
          <Group>
            <Button type="submit" loading={form.submitting}>
              Create competition
            </Button>
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
