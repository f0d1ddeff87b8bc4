import { type AdminPot, backOfficeApi, potTermsSchema } from '@ante/core';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { formatUsd, formatWhen } from '../ui/format';
import { Panel, SectionPage } from '../ui/section-page';

const POT_KEY = ['back-office', 'pot'] as const;
const fetchPot = () => api.call(backOfficeApi.pot);

type Terms = AdminPot['terms'];
type TermValues = Record<keyof Omit<Terms, 'enabled'>, string> & { enabled: 'on' | 'off' };

const FIELDS: { name: keyof Omit<Terms, 'enabled'>; label: string; hint: string }[] = [
  { name: 'seedUsd', label: 'Seed, $', hint: 'Where the pot starts, and restarts after each win' },
  { name: 'maxUsd', label: 'Cap, $', hint: 'The most it grows to; a win pays at most this' },
  { name: 'contribution', label: 'Contribution', hint: 'Share of each stake added: 0.005 is 0.5%' },
  { name: 'oddsUsd', label: 'Odds, $', hint: 'One win per this many dollars staked, on average' },
  { name: 'minBetUsd', label: 'Smallest stake, $', hint: 'Smaller stakes add nothing and cannot win' },
];

function toValues(terms: Terms): TermValues {
  return {
    enabled: terms.enabled ? 'on' : 'off',
    seedUsd: terms.seedUsd,
    maxUsd: terms.maxUsd,
    contribution: terms.contribution,
    oddsUsd: terms.oddsUsd,
    minBetUsd: terms.minBetUsd,
  };
}

/**
 * The global pot's terms: those in force, the operator's settings beside them, and how
 * much of the house edge every reward together gives back with the pot at its cap. A
 * change that would give players the edge is refused by the server with the reason.
 */
export default function PotPage() {
  const pot = useQuery({ queryKey: POT_KEY, queryFn: fetchPot });
  return (
    <SectionPage
      title="Global pot"
      description="Set the pot's terms for every player. A change applies on every node within seconds; a lower cap brings the pot down at the next accrual, a new seed applies from the next win. Terms that would let the rewards pass their share of the house edge, or make an offer pay players, are refused."
    >
      {pot.isPending ? (
        <Loader aria-label="Loading the pot" />
      ) : pot.isError ? (
        <Alert color="red">{errorMessage(pot.error)}</Alert>
      ) : (
        <PotTerms pot={pot.data} />
      )}
    </SectionPage>
  );
}

function PotTerms({ pot }: { pot: AdminPot }) {
  const queryClient = useQueryClient();
  const save = (next: AdminPot) => queryClient.setQueryData(POT_KEY, next);
  const reset = useMutation({
    mutationFn: () => api.call(backOfficeApi.resetPotTerms, { body: {} }),
    onSuccess: save,
  });
  const { form, formError, handleSubmit } = useRequestForm({
    schema: potTermsSchema,
    initialValues: toValues(pot.terms),
    toRequest: (values: TermValues) => ({
      enabled: values.enabled === 'on',
      seedUsd: values.seedUsd.trim(),
      maxUsd: values.maxUsd.trim(),
      contribution: values.contribution.trim(),
      oddsUsd: values.oddsUsd.trim(),
      minBetUsd: values.minBetUsd.trim(),
    }),
  });
  const share = Number(pot.rewardSharePercent);
  const limit = Number(pot.shareLimitPercent);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Panel>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            The pot now
          </Text>
          <Text fz={30} fw={800} c="white" ff="monospace" data-testid="pot-amount">
            {formatUsd(pot.amountUsd)}
          </Text>
          <Badge variant="light" color={pot.terms.enabled ? 'teal' : 'gray'} w="fit-content">
            {pot.terms.enabled ? 'Running' : 'Off'}
          </Badge>
        </Panel>
        <Panel>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Terms in force
          </Text>
          <Text c="white" fw={700} data-testid="pot-source">
            {pot.setBy ? `Set by ${pot.setBy}` : "The operator's settings"}
          </Text>
          <Text size="sm" c="dimmed">
            {pot.setAt ? formatWhen(pot.setAt) : 'JACKPOT_* at start'}
          </Text>
        </Panel>
        <Panel>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Rewards at most, share of the edge
          </Text>
          <Text fz={24} fw={800} c={share >= limit ? 'red' : 'white'} ff="monospace">
            {pot.rewardSharePercent}%
          </Text>
          <Progress
            value={Math.min(100, (share / limit) * 100)}
            color={share >= limit ? 'red' : share >= limit * 0.9 ? 'yellow' : 'teal'}
            aria-label={`${pot.rewardSharePercent}% of the edge, held under ${pot.shareLimitPercent}%`}
          />
          <Text size="xs" c="dimmed">
            Held under {pot.shareLimitPercent}%
            {pot.allowPlayerEdge ? ' (the operator allows more: JACKPOT_ALLOW_PLAYER_EDGE)' : ''}
          </Text>
        </Panel>
      </SimpleGrid>

      <Panel title="Terms">
        <form
          aria-label="The pot's terms"
          noValidate
          onSubmit={handleSubmit(async (body) => {
            save(await api.call(backOfficeApi.setPotTerms, { body }));
          })}
        >
          <Stack gap="md">
            <Switch
              label="The pot is running"
              description="Off: no stake adds to it or can win it"
              checked={form.values.enabled === 'on'}
              onChange={(event) => form.setFieldValue('enabled', event.currentTarget.checked ? 'on' : 'off')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {FIELDS.map((field) => (
                <TextInput
                  key={field.name}
                  label={field.label}
                  description={field.hint}
                  inputMode="decimal"
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  {...form.getInputProps(field.name)}
                />
              ))}
            </SimpleGrid>
            <FormAlert>{formError}</FormAlert>
            <Group gap="sm">
              <Button type="submit" loading={form.submitting}>
                Put these terms in force
              </Button>
              {pot.setBy && (
                <Button variant="default" loading={reset.isPending} onClick={() => reset.mutate()}>
                  Back to the operator's settings
                </Button>
              )}
            </Group>
            {reset.isError && <Alert color="red">{errorMessage(reset.error)}</Alert>}
          </Stack>
        </form>
      </Panel>

      <Panel title="The operator's settings">
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={6} aria-label="The operator's settings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Term</Table.Th>
                <Table.Th>In force</Table.Th>
                <Table.Th>Settings</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Running</Table.Td>
                <Table.Td>{pot.terms.enabled ? 'yes' : 'no'}</Table.Td>
                <Table.Td>{pot.settings.enabled ? 'yes' : 'no'}</Table.Td>
              </Table.Tr>
              {FIELDS.map((field) => (
                <Table.Tr key={field.name}>
                  <Table.Td>{field.label.replace(', $', '')}</Table.Td>
                  <Table.Td ff="monospace">{pot.terms[field.name]}</Table.Td>
                  <Table.Td
                    ff="monospace"
                    c={pot.terms[field.name] === pot.settings[field.name] ? 'dimmed' : 'yellow'}
                  >
                    {pot.settings[field.name]}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Panel>
    </>
  );
}
