import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { GAME_CATEGORIES } from '../../app/layout/nav-items';
import { SparklesIcon } from '../../ui/icons';
import { useAuthModal } from '../auth/use-auth-modal';
import { useCurrentUser } from '../auth/use-current-user';
import { ORIGINALS } from '../home/originals';

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

export function CategoryPage() {
  const { category } = useParams();
  const label = GAME_CATEGORIES.find((entry) => entry.slug === category)?.label ?? 'Games';
  return <ComingSoonPage title={label} />;
}

export function GamePage() {
  const { slug } = useParams();
  const name = ORIGINALS.find((game) => game.slug === slug)?.name ?? 'This game';
  return <ComingSoonPage title={`${name} is coming soon`} />;
}

/** Spec section 6: Recent and Favorite need a signed-in player. */
export function PlayerListPage({ title }: { title: string }) {
  const { user } = useCurrentUser();
  const { openAuth } = useAuthModal();
  if (user) return <ComingSoonPage title={title} />;
  return (
    <ComingSoonPage title={title}>
      <Text c="dimmed" maw={420}>
        Sign in to see the games you played and the ones you starred.
      </Text>
      <Button onClick={() => openAuth('login')}>Sign in to continue</Button>
    </ComingSoonPage>
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
