import { isCryptoCode, TOWER_FLOORS } from '@ante/core';
import { Button, Stack } from '@mantine/core';
import { formatMultiplier, formatSignedCoinAmount } from '../../format';
import type { RoundActionsProps } from '../../game-ui';
import { canCashoutView, crownView, profitAtoms, randomTile } from './crown-view';
import classes from './take-the-crown.module.css';

/** In the bet panel during a climb: the floor, the next floor's multiplier, the profit so far, a random pick and cash out. */
export function CrownActions({ round, act, cashout, canCashout, busy }: RoundActionsProps) {
  const view = crownView(round);
  if (!view) return null;
  const current = view.multiplier ?? '1';
  const profit = profitAtoms(round.amount, current);
  const currency = round.currency;
  const playing = view.status === 'playing';
  const handleRandom = () => {
    const tile = randomTile(view);
    if (tile !== null) act({ action: 'pick', tile });
  };

  return (
    <Stack gap="sm">
      <div className={classes.statRow}>
        <div className={classes.stat}>
          <span className={classes.statLabel}>Floor</span>
          <span className={classes.statValue}>
            {Math.min(view.floorsCleared + 1, TOWER_FLOORS)} / {TOWER_FLOORS}
          </span>
        </div>
        <div className={classes.stat}>
          <span className={classes.statLabel}>Next floor</span>
          <span className={classes.statValue}>
            {view.nextMultiplier ? formatMultiplier(view.nextMultiplier) : '–'}
          </span>
        </div>
      </div>
      <div className={classes.stat}>
        <span className={classes.statLabel}>Total profit ({formatMultiplier(current)})</span>
        <span className={classes.statValue} data-positive={profit > 0n || undefined}>
          {isCryptoCode(currency) ? formatSignedCoinAmount(profit, currency) : profit.toString()} {currency}
        </span>
      </div>
      <Button variant="default" onClick={handleRandom} disabled={busy || !playing}>
        Pick random tile
      </Button>
      <Button
        size="lg"
        fullWidth
        onClick={cashout}
        disabled={busy || !canCashout || !canCashoutView(view)}
        className={classes.cashout}
      >
        Cash out
      </Button>
    </Stack>
  );
}
