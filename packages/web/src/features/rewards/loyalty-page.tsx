import { Button, Group, Stack, Text, Title } from '@mantine/core';
import classes from './loyalty.module.css';
import { LoyaltyPanel } from './loyalty-panel';
import { openRedeemCode } from './redeem-code-modal';
import { RewardTerms } from './reward-terms';

/** /loyalty (sub-paths match): the Rewards page, open to visitors too (docs/product.md#who-may-do-what). */
export function LoyaltyPage() {
  return (
    <div className={classes.page}>
      <Stack gap="lg">
        <div>
          <Group justify="space-between" align="center" gap="sm">
            <Title order={1} className={classes.pageTitle}>
              Rewards
            </Title>
            <Button variant="default" size="sm" onClick={openRedeemCode}>
              Redeem Code
            </Button>
          </Group>
          <Text c="dimmed">
            Every bet you place counts toward your rank. Reach a rank and its level-up bonus is yours to
            claim, in the currency you choose.
          </Text>
        </div>
        <LoyaltyPanel />
        <RewardTerms />
      </Stack>
    </div>
  );
}
