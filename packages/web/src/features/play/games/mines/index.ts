import type { MinesParams, Round } from '@ante/core';
import type { MultiStepGameUi } from '../../game-ui';
import { MinesActions } from './mines-actions';
import { MinesBoard } from './mines-board';
import { MinesParamsControl } from './mines-params';
import { minesView, randomHiddenTile } from './mines-view';

function canCashout(round: Round): boolean {
  const view = minesView(round);
  return round.status === 'active' && view?.status === 'playing' && view.revealed.length > 0;
}

export const minesUi: MultiStepGameUi<MinesParams> = {
  kind: 'multi',
  slug: 'mines',
  defaultParams: { mines: 3 },
  Params: MinesParamsControl,
  Board: MinesBoard,
  Actions: MinesActions,
  canCashout,
  rules: [
    'Choose how many of the 25 tiles hide a mine (1 to 24), place your bet, then turn tiles over one at a time.',
    'Every gem raises the multiplier: after k gems it is 0.99 × C(25, k) / C(25 − mines, k), so more mines make it climb faster.',
    'Turning over a mine ends the round and the bet is lost.',
    'Cash out at any point after the first gem to collect your bet times the current multiplier; finding every gem cashes out by itself.',
    'The mines are placed by the provably fair seeds when you bet, and the whole board is shown when the round ends.',
  ],
  hotkeys: {
    w: {
      label: 'Pick a random tile',
      run({ round, busy, act }) {
        const view = minesView(round);
        if (round?.status !== 'active' || busy || view?.status !== 'playing') return;
        const tile = randomHiddenTile(view);
        if (tile !== null) act({ action: 'reveal', tile });
      },
    },
  },
};
