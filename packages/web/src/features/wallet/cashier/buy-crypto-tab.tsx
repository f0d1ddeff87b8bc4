import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CardIcon } from '../../../ui/icons';
import classes from './cashier.module.css';

/** Card purchases need a licensed partner; until an operator configures one, point to deposits. */
export function BuyCryptoTab({ onDeposit }: { onDeposit: () => void }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="lg" className={classes.buyCrypto}>
      <ThemeIcon size={64} radius="xl" variant="light">
        <CardIcon size={30} />
      </ThemeIcon>
      <Title order={3} c="white" fz="lg">
        Buying crypto is not available yet
      </Title>
      <Text size="sm" c="dimmed" maw={380}>
        Card and bank purchases go through payment partners, and none is configured for this casino. You can
        still deposit coins you hold in any wallet or exchange.
      </Text>
      <Button mt="xs" onClick={onDeposit}>
        Go to Deposit
      </Button>
    </Stack>
  );
}
