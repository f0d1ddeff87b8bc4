import type { Card, Round } from '@ante/core';
import type { StepPlan, Timing } from '../../multi-step/use-step-animation';
import { currentCard, type MoveOutcome, topDollarView } from './top-dollar-view';

/** What one server answer animates on the top dollar table. */
export interface TopDollarVisual {
  /** `deal`: a new round's start card; `draw`: a guess or skip drew a card; `finish`: a cash out. */
  kind: 'deal' | 'draw' | 'finish';
  /** The card the new one lands on (drawn underneath until it lands). */
  under: Card | null;
  dealMs: number;
  /** When the drawn card is face up and the move's outcome shows (multiplier, ladder, red card). */
  revealAtMs: number;
  outcome: MoveOutcome | null;
  /** The running multiplier before this answer, so the display counts up from it. */
  fromMultiplier: string;
}

/**
 * Plans one answer from the round before it: a new round deals its start card, a guess
 * or skip slides the next card in from the deck and turns it over, and a cash out just
 * shows the payout. Sounds: the deal, then a chime for a correct guess, the low tone
 * for a miss, the win fanfare when the round reaches the cap.
 */
export function planTopDollar(
  previous: Round | null,
  next: Round | null,
  ms: Timing,
): StepPlan<TopDollarVisual> | null {
  const after = topDollarView(next);
  if (!next || !after) return null;
  const before = previous?.id === next.id ? topDollarView(previous) : null;
  const dealMs = ms(460);
  const landMs = Math.round(dealMs * 0.85);
  const sounds: StepPlan<TopDollarVisual>['sounds'] = [];

  if (!before) {
    // A fresh round (or a resumed one shown for the first time): deal what stands.
    sounds.push({ cue: 'card', atMs: 0 });
    return {
      visual: {
        kind: 'deal',
        under: null,
        dealMs,
        revealAtMs: landMs,
        outcome: null,
        fromMultiplier: after.multiplier,
      },
      sounds,
      settleAtMs: dealMs,
    };
  }

  if (after.cards.length > before.cards.length) {
    const move = after.moves[before.cards.length - 1];
    const outcome: MoveOutcome = move === 'skip' ? 'skipped' : after.status === 'lost' ? 'wrong' : 'correct';
    sounds.push({ cue: 'card', atMs: 0 });
    if (outcome === 'correct')
      sounds.push({ cue: after.status === 'capped' ? 'win' : 'reveal', atMs: landMs });
    if (outcome === 'wrong') sounds.push({ cue: 'lose', atMs: landMs });
    const tailMs = outcome === 'wrong' ? ms(420) : outcome === 'correct' ? ms(260) : ms(60);
    return {
      visual: {
        kind: 'draw',
        under: currentCard(before),
        dealMs,
        revealAtMs: landMs,
        outcome,
        fromMultiplier: before.multiplier,
      },
      sounds,
      settleAtMs: landMs + tailMs,
    };
  }

  if (before.status === 'playing' && after.status !== 'playing') {
    // The shell plays the cash out sound itself.
    return {
      visual: {
        kind: 'finish',
        under: null,
        dealMs: 0,
        revealAtMs: 0,
        outcome: null,
        fromMultiplier: before.multiplier,
      },
      sounds,
      settleAtMs: ms(420),
    };
  }
  return null;
}
