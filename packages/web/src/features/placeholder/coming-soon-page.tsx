import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SparklesIcon } from '../../ui/icons';

type ComingSoonProps = { title: string; children?: ReactNode };

/** Stands in for screens that later issues build, so every menu link already lands somewhere. */
export function ComingSoonPage({ title, children }: ComingSoonProps) {
  return (
    <Stack align="center" ta="center" gap="md" py={72}>
      <ThemeIcon size={72} radius="xl" variant="light">
        <SparklesIcon size={36} />
      </ThemeIcon>
      <Title order={1} fz={30} c="white">
        {title}
      </Title>
      {children ?? (
        <Text c="dimmed" maw={420}>
          This part of Ante is on its way. In the meantime, have a look around the lobby.
        </Text>
      )}
      <Button component={Link} to="/" variant="default" mt="sm">
        Back to the lobby
      </Button>
    </Stack>
  );
}

export function NotFoundPage() {
  return (
    <ComingSoonPage title="Page not found">
      <Text c="dimmed" maw={420}>
        We could not find that page. It may have moved, or the link may be mistyped.
      </Text>
    </ComingSoonPage>
  );
}
