import { isCryptoCode } from '@ante/core';
import { Skeleton, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatBetAmount, formatMultiplier, isWin } from '../../lib/bet-format';
import { fetchRoundInfo, roundInfoQueryKey } from '../../lib/fairness-api';
import { gameNameFromSlug } from '../../lib/game-name';
import { useOpenBetSlip } from '../../lib/use-open-bet-slip';
import { CurrencyIcon } from '../../ui/currency-icon';
import classes from './chat.module.css';

/**
 * The bet a message shares, read from the rounds the bet slip reads (and cached with
 * them, so opening the slip shows it at once). A finished round never changes.
 */
export function BetCard({ roundId }: { roundId: string }) {
  const openBetSlip = useOpenBetSlip();
  const round = useQuery({
    queryKey: roundInfoQueryKey(roundId),
    queryFn: () => fetchRoundInfo(roundId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (round.isPending) return <Skeleton height={58} radius="md" mt={6} />;
  if (!round.data) return null;
  const { game, currency, amount, multiplier, payout } = round.data;
  const paid = payout ?? '0';
  const won = isWin(paid);
  const coin = isCryptoCode(currency) ? <CurrencyIcon currency={currency} size={13} /> : null;
  return (
    <UnstyledButton
      className={classes.betCard}
      data-won={won || undefined}
      onClick={() => openBetSlip(roundId)}
      aria-label={`Bet on ${gameNameFromSlug(game)}: open the bet slip`}
      data-testid="chat-bet-card"
    >
      <span className={classes.betGame}>{gameNameFromSlug(game)}</span>
      <span className={classes.betFigures}>
        <span className={classes.betFigure}>
          <span className={classes.betLabel}>Bet</span>
          <span className={classes.betValue}>
            {formatBetAmount(amount, currency)}
            {coin}
          </span>
        </span>
        <span className={classes.betFigure}>
          <span className={classes.betLabel}>Multiplier</span>
          <span className={classes.betValue}>{formatMultiplier(multiplier ?? '0')}</span>
        </span>
        <span className={classes.betFigure}>
          <span className={classes.betLabel}>Payout</span>
          <span className={classes.betValue} data-payout>
            {formatBetAmount(paid, currency)}
            {coin}
          </span>
        </span>
      </span>
    </UnstyledButton>
  );
}
