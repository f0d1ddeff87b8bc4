import {
  type Card,
  formatMultiplier as formatFixed,
  isCryptoCode,
  MULTIPLIER_SCALE,
  multiplier,
  parseMultiplier,
  payoutOf,
  RANKS,
  type Round,
  rankIndex,
  TOP_DOLLAR_MAX_MULTIPLIER,
  TOP_DOLLAR_MAX_SKIPS,
  type TopDollarAction,
  type TopDollarGuess,
  type TopDollarView,
  topDollarResultSchema,
  topDollarStep,
  winningRanks,
} from '@ante/core';
import { toAtoms } from '../../../../lib/money';
import { formatCoinAmount } from '../../format';

export const TOP_DOLLAR_SLUG = 'topdollar';

export type TopDollarMove = TopDollarAction['action'];

/** The round's view when it is a top dollar round; the shell hands every board its own game's rounds. */
export function topDollarView(round: Round | null): TopDollarView | null {
  const view =
    round?.game === TOP_DOLLAR_SLUG ? topDollarResultSchema.safeParse(round.result).data : undefined;
  return view && view.cards.length > 0 ? view : null;
}

/** The card the next guess is about (the last one drawn). */
export function currentCard(view: TopDollarView): Card {
  return view.cards[view.cards.length - 1] as Card;
}

/** How a move on a card turned out once the next card came: skips neither win nor lose. */
export type MoveOutcome = 'correct' | 'wrong' | 'skipped';

/** One card behind the current one, what the player did on it, and the multiplier after. */
export interface LadderRung {
  card: Card;
  move: TopDollarMove;
  outcome: MoveOutcome;
  /** The running multiplier once the next card came (unchanged by a skip, 0 after a miss). */
  multiplier: string;
}

function judged(card: Card, move: TopDollarMove, next: Card): MoveOutcome {
  if (move === 'skip') return 'skipped';
  const from = rankIndex(card.rank);
  const to = rankIndex(next.rank);
  return (move === 'higher' ? to >= from : to <= from) ? 'correct' : 'wrong';
}

/**
 * The history ladder: every card before the current one with the move made on it.
 * The multipliers are core's own steps multiplied and truncated the way the server
 * does it, so the last rung always reads what the view's multiplier says.
 */
export function ladder(view: TopDollarView): LadderRung[] {
  let running = MULTIPLIER_SCALE;
  return view.moves.flatMap((move, index): LadderRung[] => {
    const card = view.cards[index];
    const next = view.cards[index + 1];
    if (!card || !next) return [];
    const outcome = judged(card, move, next);
    if (outcome === 'wrong') running = 0n;
    else if (outcome === 'correct') {
      running = (running * topDollarStep(card.rank, move as TopDollarGuess)) / MULTIPLIER_SCALE;
      // The cap, as core applies it (bigints have no Math.min).
      if (running > TOP_DOLLAR_MAX_MULTIPLIER) running = TOP_DOLLAR_MAX_MULTIPLIER;
    }
    return [{ card, move, outcome, multiplier: formatFixed(running) }];
  });
}

/** Chance that `guess` on `card` wins, 0..1: its winning ranks out of 13. */
export function winChance(card: Card, guess: TopDollarGuess): number {
  return winningRanks(card.rank, guess) / RANKS.length;
}

/** "92.31%" (truncated to two decimals, like every figure shown to players). */
export function formatChance(chance: number): string {
  return `${(Math.floor(chance * 10_000 + 1e-9) / 100).toFixed(2)}%`;
}

export function skipsLeft(view: Pick<TopDollarView, 'skips'>): number {
  return Math.max(0, TOP_DOLLAR_MAX_SKIPS - view.skips);
}

/** Whether the round is still taking guesses. */
export function isPlaying(round: Round | null, view: TopDollarView | null): view is TopDollarView {
  return round?.status === 'active' && view?.status === 'playing';
}

/** The multiplier as a number for the count-up animation (the text always comes from the exact string). */
export function multiplierNumber(value: string): number {
  return Number(parseMultiplier(value)) / Number(MULTIPLIER_SCALE);
}

/** What a cash out at `atMultiplier` would pay on the round's stake, in its currency ("4.90"). */
export function formatPayoutAt(round: Pick<Round, 'amount' | 'currency'>, atMultiplier: string): string {
  const atoms = payoutOf(toAtoms(round.amount), multiplier(atMultiplier));
  return isCryptoCode(round.currency) ? formatCoinAmount(atoms, round.currency) : atoms.toString();
}
