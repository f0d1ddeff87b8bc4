import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { GlobeIcon } from '../../ui/icons';

function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.slice(0, 2)) ?? code;
  } catch {
    return code;
  }
}

type UnsupportedRegionProps = { country: string | null; onSwitchToLogin: () => void };

/** Spec section 8: shown instead of the register form where registration is not allowed. */
export function UnsupportedRegion({ country, onSwitchToLogin }: UnsupportedRegionProps) {
  const name = countryName(country);
  return (
    <Stack align="center" ta="center" gap="sm" py="md" data-testid="unsupported-region">
      <ThemeIcon size={64} radius="xl" variant="light" color="yellow">
        <GlobeIcon size={34} />
      </ThemeIcon>
      <Title order={3}>Ante is not available in your region</Title>
      <Text c="dimmed" size="sm" maw={340}>
        Local regulations do not allow us to open new accounts for players in your region
        {name ? ` (${name})` : ''}. If you already have an account, you can still sign in.
      </Text>
      <Button variant="default" mt="sm" onClick={onSwitchToLogin}>
        Sign in instead
      </Button>
    </Stack>
  );
}
