import { adminApi, gameMessageRequestSchema } from '@ante/core';
import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { optionalText } from '../ui/format';
import { Panel, SectionPage } from '../ui/section-page';

type GameMessageValues = { gameSlug: string; message: string; username: string };

const gameMessageRules = {
  schema: gameMessageRequestSchema,
  initialValues: { gameSlug: '', message: '', username: '' } satisfies GameMessageValues,
  toRequest: (values: GameMessageValues) => ({
    gameSlug: values.gameSlug.trim(),
    message: values.message,
    username: optionalText(values.username),
  }),
};

/**
 * A game message: players on that game's page see it as an error toast titled with the
 * message, for example to say the game is paused for maintenance.
 */
export default function GameMessagePage() {
  const send = useMutation({
    mutationFn: (body: Parameters<typeof sendGameMessage>[0]) => sendGameMessage(body),
  });
  const [sent, setSent] = useState<string | null>(null);
  const { form, formError, handleSubmit } = useRequestForm(gameMessageRules);
  return (
    <SectionPage
      title="Game messages"
      description="Players who have the game open see the message at once, as a toast titled with it. Leave the player empty to reach everyone on that game."
    >
      <Panel title="Send a message">
        <form
          onSubmit={handleSubmit(async (request) => {
            setSent(null);
            const { audience } = await send.mutateAsync(request);
            setSent(
              audience === 'player'
                ? `Sent to ${request.username} on ${request.gameSlug}.`
                : `Sent to everyone on ${request.gameSlug}.`,
            );
            form.reset();
          })}
          noValidate
          aria-label="Send a game message"
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Game"
                placeholder="dice"
                description="The game's slug, as in its address"
                {...form.getInputProps('gameSlug')}
              />
              <TextInput
                label="Player"
                description="Optional: one player's username"
                autoComplete="off"
                {...form.getInputProps('username')}
              />
            </SimpleGrid>
            <Textarea label="Message" autosize minRows={2} {...form.getInputProps('message')} />
            <FormAlert>{formError}</FormAlert>
            <Group>
              <Button type="submit" loading={form.submitting}>
                Send
              </Button>
              {sent && (
                <Text size="sm" c="brand.5" role="status">
                  {sent}
                </Text>
              )}
            </Group>
          </Stack>
        </form>
      </Panel>
    </SectionPage>
  );
}

function sendGameMessage(body: { gameSlug: string; message: string; username?: string }) {
  return api.call(adminApi.gameMessage, { body });
}
