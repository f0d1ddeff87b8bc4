import { Button, Group, Stack, Text } from '@mantine/core';
import { formatMultiplier } from '../../../bet-feed/bet-format';
import type { RoundActionsProps } from '../../game-ui';
import classes from './mines-actions.module.css';
import { formatAtoms, gemsLeft, minesView, profitAtoms, randomHiddenTile } from './mines-view';

/** In the bet panel during a round: gems left, the next tile's multiplier, the profit so far, pick random and cash out. */
export function MinesActions({ round, act, cashout, canCashout, busy }: RoundActionsProps) {
  const view = minesView(round);
  if (!view) return null;
  const current = view.multiplier ?? '1';
  const profit = profitAtoms(round.amount, current);
  const handleRandom = () => {
    const tile = randomHiddenTile(view);
    if (tile !== null) act({ action: 'reveal', tile });
  };

  return (
    <Stack gap="sm">
      <Group grow gap="xs">
        <div className={classes.stat}>
          <Text className={classes.label}>Gems left</Text>
          <Text className={classes.value}>{gemsLeft(view)}</Text>
        </div>
        <div className={classes.stat}>
          <Text className={classes.label}>Next tile</Text>
          <Text className={classes.value}>
            {view.nextMultiplier ? formatMultiplier(view.nextMultiplier) : '–'}
          </Text>
        </div>
      </Group>
      <div className={classes.stat}>
        <Text className={classes.label}>Total profit ({formatMultiplier(current)})</Text>
        <Text className={classes.value} data-positive={profit > 0n || undefined}>
          {formatAtoms(profit, round.currency)} {round.currency}
        </Text>
      </div>
      <Button variant="default" onClick={handleRandom} disabled={busy || view.status !== 'playing'}>
        Pick random tile
      </Button>
      <Button size="lg" fullWidth onClick={cashout} disabled={busy || !canCashout}>
        Cash out
      </Button>
    </Stack>
  );
}
