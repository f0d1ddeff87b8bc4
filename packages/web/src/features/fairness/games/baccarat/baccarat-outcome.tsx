import type { BaccaratResult } from '@ante/core';
import type { OutcomeUi } from '../../game-fairness';
import { Hand } from '../../outcome/cards';
import classes from '../../outcome/outcome.module.css';

/** Player and banker hands with their totals; the winning side is outlined. */
function BaccaratOutcome({ outcome: result }: { outcome: BaccaratResult }) {
  return (
    <div className={classes.hands}>
      <Hand
        title="Player"
        hand={{ cards: result.playerCards, total: result.playerTotal }}
        won={result.winner === 'player'}
      />
      <Hand
        title="Banker"
        hand={{ cards: result.bankerCards, total: result.bankerTotal }}
        won={result.winner === 'banker'}
      />
    </div>
  );
}

/** The cards are all a baccarat outcome draws: the stakes do not change how they fall. */
export const baccaratOutcome: OutcomeUi<BaccaratResult, unknown, BaccaratResult, BaccaratResult> = {
  fromVerify: (_params, result) => result,
  fromRound: ({ result }) => result,
  View: BaccaratOutcome,
  describe: (result) =>
    `Player ${result.playerTotal}, banker ${result.bankerTotal}: ${result.winner === 'tie' ? 'tie' : `${result.winner} wins`}`,
};
