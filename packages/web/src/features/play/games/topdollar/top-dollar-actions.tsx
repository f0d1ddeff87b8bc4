import type { TopDollarGuess } from '@ante/core';
import { Button, UnstyledButton } from '@mantine/core';
import { formatMultiplier } from '../../format';
import type { RoundActionsProps } from '../../game-ui';
import { RoundStat } from '../../multi-step/round-stat';
import { HigherIcon, LowerIcon, SkipIcon } from './move-icons';
import classes from './top-dollar-actions.module.css';
import {
  currentCard,
  formatChance,
  formatPayoutAt,
  isPlaying,
  skipsLeft,
  topDollarView,
  winChance,
} from './top-dollar-view';

const GUESSES: { guess: TopDollarGuess; label: string; Icon: typeof HigherIcon }[] = [
  { guess: 'higher', label: 'Higher or same', Icon: HigherIcon },
  { guess: 'lower', label: 'Lower or same', Icon: LowerIcon },
];

/**
 * In the bet panel during a round: the two calls with what each pays and how likely
 * it is, skip with the skips left, what a cash out would pay now, and Cash out.
 */
export function TopDollarActions({ round, act, cashout, canCashout, busy }: RoundActionsProps) {
  const view = topDollarView(round);
  if (!view) return null;
  const playing = isPlaying(round, view);
  const card = currentCard(view);
  const skips = skipsLeft(view);
  const unlocked = view.correctGuesses > 0;

  return (
    <div className={classes.actions}>
      <div className={classes.guesses}>
        {GUESSES.map(({ guess, label, Icon }) => {
          const step = view.steps[guess];
          const chance = formatChance(winChance(card, guess));
          const offered = playing && step !== null;
          return (
            <UnstyledButton
              key={guess}
              className={classes.guess}
              data-guess={guess}
              disabled={busy || !offered}
              onClick={() => act({ action: guess })}
              aria-label={
                step ? `${label}, pays ${formatMultiplier(step)}, ${chance} chance` : `${label}, not offered`
              }
            >
              <span className={classes.guessTop}>
                <span className={classes.guessStep}>{step ? formatMultiplier(step) : '—'}</span>
                <Icon size={18} />
              </span>
              <span className={classes.guessLabel}>{label}</span>
              <span className={classes.guessChance}>{step ? `${chance} chance` : 'Cannot lose here'}</span>
            </UnstyledButton>
          );
        })}
      </div>
      <Button
        variant="default"
        className={classes.skip}
        disabled={busy || !playing || skips === 0}
        onClick={() => act({ action: 'skip' })}
        leftSection={<SkipIcon size={16} />}
        rightSection={<span className={classes.skipsLeft}>{skips} left</span>}
        justify="space-between"
        fullWidth
      >
        Skip card
      </Button>
      <RoundStat
        className={classes.cashValue}
        label={unlocked ? `Cash out value (${formatMultiplier(view.multiplier)})` : 'Cash out value'}
        value={
          unlocked ? `${formatPayoutAt(round, view.multiplier)} ${round.currency}` : 'After one right call'
        }
        tone={unlocked ? 'positive' : 'muted'}
      />
      <Button
        size="lg"
        fullWidth
        className={classes.cashout}
        onClick={cashout}
        disabled={busy || !canCashout}
      >
        Cash out
      </Button>
    </div>
  );
}
