import type { BaccaratParams } from '@ante/core';
import type { SingleStepGameUi } from '../../game-ui';
import { BaccaratBoard } from './baccarat-board';
import { baccaratStake, paysToOne } from './baccarat-deal';
import { BaccaratParamsControls } from './baccarat-params';

export const baccaratUi: SingleStepGameUi<BaccaratParams> = {
  kind: 'single',
  slug: 'baccarat',
  defaultParams: { player: '0', banker: '0', tie: '0' },
  Params: BaccaratParamsControls,
  Board: BaccaratBoard,
  stakeOf: baccaratStake,
  rules: [
    'Place chips on Player, Banker or Tie (or several of them); your bet is the total of your chips.',
    'Two cards are dealt to the Player and two to the Banker. Aces count 1, 2 to 9 their face value, and tens and picture cards 0; a hand is worth the last digit of its sum.',
    'A third card follows the standard tableau: with 8 or 9 on either hand nobody draws; otherwise the Player draws on 0 to 5, and the Banker then draws on 0 to 5 if the Player stood, or by its own total and the value of the Player’s third card if the Player drew.',
    `The hand closer to 9 wins. Player pays ${paysToOne('player')}, Banker ${paysToOne('banker')} (a 5% commission) and Tie ${paysToOne('tie')}; on a tie, chips on Player and Banker are returned.`,
    'Cards come from an infinite deck: every card is equally likely on every deal.',
  ],
};
