import { backOfficeApi, configureGameRequestSchema } from '@ante/core';
import { Alert, Badge, Button, Group, Loader, Switch, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { Panel, SectionPage } from '../ui/section-page';

type Game = Awaited<ReturnType<typeof fetchGames>>['games'][number];
const fetchGames = () => api.call(backOfficeApi.games);
const GAMES_KEY = ['back-office', 'games'] as const;

function useConfigureGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      slug,
      ...body
    }: {
      slug: string;
      enabled?: boolean;
      minBetUsd?: string;
      maxBetUsd?: string;
      popularity?: number;
    }) => api.call(backOfficeApi.configureGame, { params: { slug }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
  });
}

/** Every game: on or off, its bet limits in USD and its place in the lobby. */
export default function GamesPage() {
  const games = useQuery({ queryKey: GAMES_KEY, queryFn: fetchGames });
  return (
    <SectionPage
      title="Games"
      description="Switch a game off, set its smallest and largest bet in USD, or move it up the lobby (higher popularity first). Every node follows within seconds; the operator's catalogue file wins again at the next start."
    >
      <Panel>
        {games.isPending ? (
          <Loader aria-label="Loading games" />
        ) : games.isError ? (
          <Alert color="red">{errorMessage(games.error)}</Alert>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="xs" aria-label="Games">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Game</Table.Th>
                  <Table.Th>On</Table.Th>
                  <Table.Th>RTP</Table.Th>
                  <Table.Th>Limits and order</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {games.data.games.map((game) => (
                  <GameRow key={game.slug} game={game} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Panel>
    </SectionPage>
  );
}

type LimitValues = { minBetUsd: string; maxBetUsd: string; popularity: string };

function GameRow({ game }: { game: Game }) {
  const configure = useConfigureGame();
  const { form, formError, handleSubmit } = useRequestForm({
    schema: configureGameRequestSchema,
    initialValues: {
      minBetUsd: game.minBetUsd,
      maxBetUsd: game.maxBetUsd,
      popularity: String(game.popularity),
    } satisfies LimitValues,
    toRequest: (values: LimitValues) => ({
      minBetUsd: values.minBetUsd.trim(),
      maxBetUsd: values.maxBetUsd.trim(),
      popularity: Number(values.popularity),
    }),
  });
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={700} c="white" size="sm">
          {game.name}
        </Text>
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {game.slug}
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {game.provider}
          </Badge>
        </Group>
      </Table.Td>
      <Table.Td>
        <Switch
          checked={game.enabled}
          onChange={(event) => configure.mutate({ slug: game.slug, enabled: event.currentTarget.checked })}
          aria-label={`${game.name} is on`}
        />
      </Table.Td>
      <Table.Td ff="monospace">{game.rtp}%</Table.Td>
      <Table.Td>
        <form
          aria-label={`Limits of ${game.name}`}
          noValidate
          onSubmit={handleSubmit(async (body) => {
            await configure.mutateAsync({ slug: game.slug, ...body });
          })}
        >
          <Group gap={6} align="flex-start" wrap="nowrap">
            <TextInput size="xs" w={90} label="Min $" {...form.getInputProps('minBetUsd')} />
            <TextInput size="xs" w={100} label="Max $" {...form.getInputProps('maxBetUsd')} />
            <TextInput size="xs" w={90} label="Popularity" {...form.getInputProps('popularity')} />
            <Button type="submit" size="xs" variant="light" mt={22} loading={form.submitting}>
              Save
            </Button>
          </Group>
          <FormAlert>{formError}</FormAlert>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}
