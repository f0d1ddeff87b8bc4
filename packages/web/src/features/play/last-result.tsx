import type { Round } from '@ante/core';
import { isCryptoCode } from '@ante/core';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { toAtoms } from '../../lib/money';
import { useOpenBetSlip } from '../../lib/use-open-bet-slip';
import { CurrencyIcon } from '../../ui/currency-icon';
import classes from './bet-panel.module.css';
import { formatCoinAmount, formatMultiplier } from './format';
import { resultAnnouncement } from './result-announcement';
import { outcomeOf } from './stats/live-stats';

/**
 * The last settled round: its multiplier and what it won or lost. It opens the bet
 * slip (deep link `?modal=bet-slip&roundId=`, docs/product.md#deep-links), where the round can be
 * checked against its seeds.
 */
/**
 * The live region that announces each settled round, once its animation has shown it
 * (the board calls back when it has). Polite, and one sentence a round, so auto-bet does
 * not talk over the player; it is in the page before the first result, as a live region
 * must be for its first change to be read.
 */
export function ResultAnnouncer({ round }: { round: Round | null }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="result-announcer">
      {round ? resultAnnouncement(round) : ''}
    </VisuallyHidden>
  );
}

export function LastResult({ round }: { round: Round | null }) {
  const openBetSlip = useOpenBetSlip();
  if (!round) return null;
  const profit = toAtoms(round.payout ?? '0') - toAtoms(round.amount);
  const outcome = outcomeOf(round.multiplier);
  const currency = round.currency;
  const magnitude = profit < 0n ? -profit : profit;
  const profitText = isCryptoCode(currency) ? formatCoinAmount(magnitude, currency) : magnitude.toString();

  const handleOpen = () => openBetSlip(round.id);

  return (
    <UnstyledButton
      className={classes.lastResult}
      data-testid="last-result"
      data-outcome={outcome}
      data-payout={round.payout ?? '0'}
      data-round-id={round.id}
      onClick={handleOpen}
      title="Open the bet slip"
    >
      <span className={classes.lastLabel}>Last bet</span>
      <span className={classes.lastMultiplier}>{formatMultiplier(round.multiplier ?? '0')}</span>
      <span className={classes.lastProfit}>
        {profit < 0n ? '−' : '+'}
        {profitText}
        {isCryptoCode(currency) && <CurrencyIcon currency={currency} size={14} />}
      </span>
    </UnstyledButton>
  );
}
