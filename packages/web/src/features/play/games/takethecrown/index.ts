import type { Round, TakeTheCrownParams } from '@ante/core';
import type { MultiStepGameUi } from '../../game-ui';
import { CrownActions } from './crown-actions';
import { CrownBoard } from './crown-board';
import { CrownParamsControl } from './crown-params';
import { CROWN_SLUG, canCashoutView, crownView, randomTile } from './crown-view';

function canCashout(round: Round): boolean {
  return round.status === 'active' && canCashoutView(crownView(round));
}

export const takeTheCrownUi: MultiStepGameUi<TakeTheCrownParams> = {
  kind: 'multi',
  slug: CROWN_SLUG,
  defaultParams: { difficulty: 'easy' },
  Params: CrownParamsControl,
  Board: CrownBoard,
  Actions: CrownActions,
  canCashout,
  rules: [
    'Choose a difficulty, place your bet, then climb the nine-floor tower by picking one tile on each floor, starting at the bottom.',
    'Each floor has 4 tiles with 1 trap on easy, 3 with 1 on medium, 2 with 1 on hard, 3 with 2 on expert and 4 with 3 on master.',
    'Every safe tile takes you up a floor: after k floors the multiplier is 0.99 × (tiles ÷ safe tiles)^k, and each floor shows what it pays.',
    'Stepping on a trap ends the round and the bet is lost; cash out at any point after the first floor to collect your bet times the current multiplier.',
    'Clearing the ninth floor takes the crown and pays the top multiplier by itself.',
    'The traps of every floor are placed by the provably fair seeds when you bet, and the whole tower is shown when the round ends.',
  ],
  hotkeys: {
    w: {
      label: 'Pick a random tile',
      run({ round, busy, act }) {
        const view = crownView(round);
        if (round?.status !== 'active' || busy || !view) return;
        const tile = randomTile(view);
        if (tile !== null) act({ action: 'pick', tile });
      },
    },
  },
};
