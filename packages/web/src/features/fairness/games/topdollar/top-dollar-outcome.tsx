import type { Card, TopDollarView } from '@ante/core';
import type { OutcomeUi } from '../../game-fairness';
import { CardFace, CardStream, cardText } from '../../outcome/cards';
import classes from '../../outcome/outcome.module.css';

/** From the seeds, the stream of cards the ladder draws; from a played round, the ladder actually played. */
type TopDollarShown = { kind: 'stream'; cards: Card[] } | { kind: 'ladder'; cards: Card[]; moves: string[] };

const seat = (index: number) => (index === 0 ? 'Start' : `${index + 1}`);

const MOVE_SYMBOL: Record<string, string> = { higher: '↑', lower: '↓', skip: '↷' };
const MOVE_NAME: Record<string, string> = { higher: 'higher', lower: 'lower', skip: 'skip' };

/** A played top dollar ladder: each card, and under it the call that drew the next one. */
function TopDollarLadder({ cards, moves }: { cards: Card[]; moves: string[] }) {
  return (
    <div className={classes.cardRow}>
      {cards.map((card, index) => {
        const move = moves[index];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the ladder position is the identity of a card.
          <span key={index} className={classes.cardSlot}>
            <CardFace card={card} />
            <span
              role="img"
              aria-label={move ? `then ${MOVE_NAME[move] ?? move}` : index === 0 ? 'Start' : 'End'}
            >
              {move ? (MOVE_SYMBOL[move] ?? move) : index === 0 ? 'Start' : 'End'}
            </span>
          </span>
        );
      })}
    </div>
  );
}

function TopDollarOutcome({ outcome }: { outcome: TopDollarShown }) {
  return outcome.kind === 'stream' ? (
    <CardStream cards={outcome.cards} seat={seat} />
  ) : (
    <TopDollarLadder cards={outcome.cards} moves={outcome.moves} />
  );
}

export const topDollarOutcome: OutcomeUi<TopDollarShown, unknown, { cards: Card[] }, TopDollarView> = {
  fromVerify: (_params, result) => ({ kind: 'stream', cards: result.cards }),
  fromRound: ({ result }) => ({ kind: 'ladder', cards: result.cards, moves: result.moves }),
  View: TopDollarOutcome,
  describe: (outcome) =>
    outcome.kind === 'stream' ? `First cards ${outcome.cards.slice(0, 6).map(cardText).join(' ')}` : null,
};
