import type { RolloverBonus } from '@ante/core';
import { Badge, Group, Progress, Text } from '@mantine/core';
import { toAtoms } from '../../lib/money';
import classes from './offers.module.css';
import { ROLLOVER_STATUS, rolloverCountText, rolloverTitle } from './rollover-labels';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A held-back bonus and how far its rollover has come, whatever started it (the
 * welcome offer, an offer code, a redeem code with a wagering requirement).
 */
export function BonusProgress({ bonus }: { bonus: RolloverBonus }) {
  const wagered = toAtoms(bonus.wagered);
  const requirement = toAtoms(bonus.wagerRequirement);
  const percent = requirement === 0n ? 100 : Math.min(100, Number((wagered * 10_000n) / requirement) / 100);
  const status = ROLLOVER_STATUS[bonus.status];
  return (
    <div className={classes.offer} data-testid="rollover-progress" data-source={bonus.source}>
      <div className={classes.offerHead}>
        <Text fw={700} c="white" className={classes.offerTitle}>
          {rolloverTitle(bonus)}
        </Text>
        <Badge variant="light" color={status.color} className={classes.offerBadge}>
          {status.label}
        </Badge>
      </div>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        animated={bonus.status === 'active'}
        aria-label="Rollover"
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {rolloverCountText(bonus)}
        </Text>
        <Text size="sm" c="dimmed">
          {bonus.status === 'completed'
            ? 'Paid into your balance'
            : `${bonus.status === 'expired' ? 'Ended' : 'Ends'} ${dateFormat.format(new Date(bonus.expiresAt))}`}
        </Text>
      </Group>
    </div>
  );
}
