import { HigherIcon, LowerIcon } from './move-icons';
import classes from './top-dollar-fixtures.module.css';

/** The deck in the corner the cards come from. */
export function Deck() {
  return (
    <div className={classes.deck} aria-hidden="true">
      <span className={classes.deckCard} />
      <span className={classes.deckCard} />
      <span className={classes.deckCard} />
    </div>
  );
}

/** The reminders either side of the card: A is the top rank, 2 the bottom one. */
export function Plaque({ kind }: { kind: 'higher' | 'lower' }) {
  const Icon = kind === 'higher' ? HigherIcon : LowerIcon;
  return (
    <div className={classes.plaque} data-kind={kind} aria-hidden="true">
      <Icon size={18} />
      <span className={classes.plaqueRank}>{kind === 'higher' ? 'A' : '2'}</span>
      <span className={classes.plaqueText}>{kind === 'higher' ? 'highest' : 'lowest'}</span>
    </div>
  );
}
