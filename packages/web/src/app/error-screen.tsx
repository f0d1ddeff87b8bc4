import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useSupportEmail } from '../lib/site-config';
import { AlertIcon } from '../ui/icons';

/**
 * The error screen (docs/product.md#error-screen), shown when rendering crashes. It names only the
 * support e-mail: "or our live chat" waits until a live chat exists.
 */
export function ErrorScreen({ onBackHome }: { onBackHome: () => void }) {
  const supportEmail = useSupportEmail();
  return (
    <Stack align="center" ta="center" gap="md" py={80} px="md" role="alert">
      <ThemeIcon size={72} radius="xl" variant="light" color="red">
        <AlertIcon size={38} />
      </ThemeIcon>
      <Title order={1} fz={28}>
        Something went wrong
      </Title>
      <Text c="dimmed" maw={480}>
        Looks like something went wrong. If you keep seeing this, please reach out to us at{' '}
        <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>.
      </Text>
      <Button size="md" onClick={onBackHome}>
        Back to home
      </Button>
    </Stack>
  );
}
