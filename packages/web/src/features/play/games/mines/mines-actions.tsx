import { Button, Group, Stack } from '@mantine/core';
import { formatMultiplier } from '../../../../lib/bet-format';
import type { RoundActionsProps } from '../../game-ui';
import { profitAtoms } from '../../multi-step/round-profit';
import { RoundStat } from '../../multi-step/round-stat';
import { formatAtoms, gemsLeft, minesView, randomHiddenTile } from './mines-view';

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
        <RoundStat label="Gems left" value={gemsLeft(view)} />
        <RoundStat
          label="Next tile"
          value={view.nextMultiplier ? formatMultiplier(view.nextMultiplier) : '–'}
        />
      </Group>
      <RoundStat
        label={<>Total profit ({formatMultiplier(current)})</>}
        value={
          <>
            {formatAtoms(profit, round.currency)} {round.currency}
          </>
        }
        tone={profit > 0n ? 'positive' : undefined}
      />
      <Button variant="default" onClick={handleRandom} disabled={busy || view.status !== 'playing'}>
        Pick random tile
      </Button>
      <Button size="lg" fullWidth onClick={cashout} disabled={busy || !canCashout}>
        Cash out
      </Button>
    </Stack>
  );
}
