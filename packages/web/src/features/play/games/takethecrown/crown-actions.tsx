import { isCryptoCode, TOWER_FLOORS } from '@ante/core';
import { Button, Stack } from '@mantine/core';
import { formatMultiplier, formatSignedCoinAmount } from '../../format';
import type { RoundActionsProps } from '../../game-ui';
import { profitAtoms } from '../../multi-step/round-profit';
import { RoundStat } from '../../multi-step/round-stat';
import classes from './crown-panel.module.css';
import { canCashoutView, crownView, randomTile } from './crown-view';

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
        <RoundStat
          label="Floor"
          value={
            <>
              {Math.min(view.floorsCleared + 1, TOWER_FLOORS)} / {TOWER_FLOORS}
            </>
          }
        />
        <RoundStat
          label="Next floor"
          value={view.nextMultiplier ? formatMultiplier(view.nextMultiplier) : '–'}
        />
      </div>
      <RoundStat
        label={<>Total profit ({formatMultiplier(current)})</>}
        value={
          <>
            {isCryptoCode(currency) ? formatSignedCoinAmount(profit, currency) : profit.toString()} {currency}
          </>
        }
        tone={profit > 0n ? 'positive' : undefined}
      />
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
