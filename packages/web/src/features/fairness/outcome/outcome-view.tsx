import type { PlayMarks, RoundOutcome } from '../round-outcome';
import type { VerifyOutcome } from '../verify-outcome';
import { LimboOutcome, RouletteOutcome } from './big-outcomes';
import { BaccaratOutcome, BlackjackHands, CardStream, cardText, TopDollarLadder } from './card-outcomes';
import { DiceOutcome } from './dice-outcome';
import { KenoOutcome, MinesOutcome } from './grid-outcomes';
import classes from './outcome.module.css';
import { PlinkoOutcome } from './plinko-outcome';
import { TowerOutcome } from './tower-outcome';
import { WheelOutcome } from './wheel-outcome';

function Board({ outcome, marks }: { outcome: VerifyOutcome; marks: PlayMarks }) {
  switch (outcome.game) {
    case 'dice':
      return <DiceOutcome params={outcome.params} result={outcome.result} />;
    case 'limbo':
      return <LimboOutcome params={outcome.params} result={outcome.result} />;
    case 'plinko':
      return <PlinkoOutcome params={outcome.params} result={outcome.result} />;
    case 'keno':
      return <KenoOutcome params={outcome.params} result={outcome.result} />;
    case 'mines':
      return <MinesOutcome mines={outcome.result.mines} marks={marks} />;
    case 'wheel':
      return <WheelOutcome params={outcome.params} result={outcome.result} />;
    case 'roulette':
      return <RouletteOutcome pocket={outcome.result.pocket} />;
    case 'baccarat':
      return <BaccaratOutcome result={outcome.result} />;
    case 'takethecrown':
      return (
        <TowerOutcome
          difficulty={outcome.params.difficulty}
          traps={outcome.result.traps}
          picks={marks.picks}
        />
      );
    case 'blackjack':
    case 'topdollar':
      return <CardStream cards={outcome.result.cards} game={outcome.game} />;
  }
}

/** The outcome in words, in the terms of the verify endpoint's result, for reading and for screen readers. */
export function describeOutcome(outcome: VerifyOutcome): string {
  switch (outcome.game) {
    case 'dice':
      return `Roll ${outcome.result.roll.toFixed(2)}`;
    case 'limbo':
      return `Crash point ${outcome.result.multiplier.toFixed(2)}×`;
    case 'plinko':
      return `Bucket ${outcome.result.bucket} of ${outcome.params.rows + 1}, ${outcome.result.multiplier}×`;
    case 'keno':
      return `Drawn ${outcome.result.drawn.join(', ')} · ${outcome.result.hits} ${outcome.result.hits === 1 ? 'hit' : 'hits'}`;
    case 'mines':
      return `Mines on tiles ${outcome.result.mines.join(', ')} (0 to 24, row by row, in draw order)`;
    case 'wheel':
      return `Segment ${outcome.result.index} of ${outcome.params.segments}, ${outcome.result.multiplier.toFixed(2)}×`;
    case 'roulette':
      return `Pocket ${outcome.result.pocket}`;
    case 'baccarat':
      return `Player ${outcome.result.playerTotal}, banker ${outcome.result.bankerTotal}: ${outcome.result.winner === 'tie' ? 'tie' : `${outcome.result.winner} wins`}`;
    case 'takethecrown':
      return `Traps by floor, bottom first: ${outcome.result.traps.map((floor) => floor.map((tile) => tile + 1).join('+')).join(' · ')}`;
    case 'blackjack':
    case 'topdollar':
      return `First cards ${outcome.result.cards.slice(0, 6).map(cardText).join(' ')}`;
  }
}

type OutcomeViewProps = { outcome: VerifyOutcome; marks?: PlayMarks; compact?: boolean };

/** An outcome drawn the way its game draws it, with the outcome in words beneath. */
export function OutcomeView({ outcome, marks = {}, compact = false }: OutcomeViewProps) {
  return (
    <div className={classes.root} data-compact={compact || undefined}>
      <Board outcome={outcome} marks={marks} />
      <p className={classes.summary}>{describeOutcome(outcome)}</p>
    </div>
  );
}

/** A finished round as the bet slip shows it. */
export function RoundOutcomeView({ outcome }: { outcome: RoundOutcome }) {
  switch (outcome.kind) {
    case 'board':
      return <OutcomeView outcome={outcome.outcome} marks={outcome.marks} compact />;
    case 'blackjack':
      return (
        <div className={classes.root} data-compact>
          <BlackjackHands dealer={outcome.dealer} hands={outcome.hands} />
        </div>
      );
    case 'topdollar':
      return (
        <div className={classes.root} data-compact>
          <TopDollarLadder cards={outcome.cards} moves={outcome.moves} />
        </div>
      );
  }
}
