import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-text';
import { useAuthModal } from '../../../lib/use-auth-modal';
import { LockIcon, ShieldCheckIcon } from '../../../ui/icons';

function GatePage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack component="main" align="center" ta="center" gap="md" py={96} px="md">
      <ThemeIcon size={72} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Title order={1} fz={28} c="white">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function CheckingPage() {
  return (
    <Stack component="main" align="center" py={120}>
      <Loader aria-label="Loading the back office" />
    </Stack>
  );
}

/** A visitor signs in with the casino's own dialog; the page turns into the back office once they have. */
export function SignInPage() {
  const { openAuth } = useAuthModal();
  return (
    <GatePage icon={<LockIcon size={36} />} title="Back office">
      <Text c="dimmed" maw={420}>
        Sign in with your staff account to continue.
      </Text>
      <Button size="md" onClick={() => openAuth('login')}>
        Sign in
      </Button>
      <Button component={Link} to="/" variant="subtle">
        Back to the casino
      </Button>
    </GatePage>
  );
}

export function StaffOnlyPage() {
  return (
    <GatePage icon={<ShieldCheckIcon size={36} />} title="Staff only">
      <Text c="dimmed" maw={440}>
        The back office is for the casino's staff, and this account is a player's. If you work here, ask an
        admin to give your account a role.
      </Text>
      <Button component={Link} to="/" variant="default">
        Back to the casino
      </Button>
    </GatePage>
  );
}

export function FailedPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <GatePage icon={<LockIcon size={36} />} title="The back office did not load">
      <Text c="dimmed" maw={420}>
        {errorMessage(error)}
      </Text>
      <Button onClick={onRetry}>Try again</Button>
    </GatePage>
  );
}
