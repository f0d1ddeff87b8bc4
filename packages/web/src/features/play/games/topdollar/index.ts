import type { Round, TopDollarGuess, TopDollarParams } from '@ante/core';
import type { MultiStepGameUi, MultiStepHotkeyContext } from '../../game-ui';
import { TopDollarActions } from './top-dollar-actions';
import { TopDollarBoard } from './top-dollar-board';
import { isPlaying, TOP_DOLLAR_SLUG, topDollarView } from './top-dollar-view';

function canCashout(round: Round): boolean {
  const view = topDollarView(round);
  return round.status === 'active' && view?.canCashOut === true;
}

/** A call from the keyboard, only when the round is taking it. */
function guess(choice: TopDollarGuess) {
  return ({ round, busy, act }: MultiStepHotkeyContext<TopDollarParams>) => {
    const view = topDollarView(round);
    if (busy || !isPlaying(round, view) || view.steps[choice] === null) return;
    act({ action: choice });
  };
}

export const topDollarUi: MultiStepGameUi<TopDollarParams> = {
  kind: 'multi',
  // The catalogue's slug (`/games/topdollar`), which is also core's game slug.
  slug: TOP_DOLLAR_SLUG,
  defaultParams: {},
  Params: null,
  Board: TopDollarBoard,
  Actions: TopDollarActions,
  canCashout,
  rules: [
    'Place your bet and a card is turned over; call whether the next card will be higher or the same, or lower or the same. Suits do not matter, 2 is the lowest rank and A the highest.',
    'Every right call multiplies your win by 0.99 divided by its chance: a call that wins on 10 of the 13 ranks pays 1.28×, one that wins on a single rank pays 12.87×.',
    'Higher or same on a 2 and lower or same on an A cannot lose, so they are not offered; you may skip a card you do not like instead, up to 52 times a round, without changing the multiplier.',
    'A wrong call ends the round and the bet is lost. Cash out at any point after your first right call to collect your bet times the multiplier.',
    'The multiplier is capped at 1,000,000×: reaching it cashes out by itself. Every card comes from the provably fair seeds, one after another.',
  ],
  hotkeys: {
    w: { label: 'Higher or same', run: guess('higher') },
    e: { label: 'Lower or same', run: guess('lower') },
  },
};
