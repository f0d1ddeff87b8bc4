import type { Round, TopDollarParams, TopDollarView } from '@ante/core';
import type { CSSProperties } from 'react';
import { formatBetAmount, formatMultiplier } from '../../../../lib/bet-format';
import type { MultiStepBoardProps } from '../../game-ui';
import multiStep from '../../multi-step/multi-step.module.css';
import { useStepAnimation } from '../../multi-step/use-step-animation';
import { PlayingCard } from '../blackjack/playing-card';
import { useTimeline } from '../blackjack/use-timeline';
import { MultiplierDisplay, type MultiplierTone } from './multiplier-display';
import classes from './top-dollar-board.module.css';
import { Deck, Plaque } from './top-dollar-fixtures';
import { Ladder } from './top-dollar-ladder';
import { planTopDollar } from './top-dollar-plan';
import { currentCard, type LadderRung, ladder, topDollarView } from './top-dollar-view';

/** The multiplier the run had reached: after a miss, the one before it. */
function reachedMultiplier(view: TopDollarView, rungs: LadderRung[]): string {
  if (view.status !== 'lost') return view.multiplier;
  return rungs.findLast((rung) => rung.outcome !== 'wrong')?.multiplier ?? '1';
}

function statusLine(view: TopDollarView | null): { text: string; tone?: 'win' | 'lose' } {
  if (!view) return { text: 'Place a bet to turn over your first card' };
  switch (view.status) {
    case 'lost':
      return { text: 'Wrong call · round over', tone: 'lose' };
    case 'cashedOut':
      return { text: 'Cashed out', tone: 'win' };
    case 'capped':
      return { text: 'Top dollar! The multiplier hit its cap', tone: 'win' };
    default:
      return view.correctGuesses === 0
        ? { text: 'Call it: one right call unlocks cash out' }
        : {
            text: `${view.correctGuesses} right ${view.correctGuesses === 1 ? 'call' : 'calls'} · cash out or keep climbing`,
          };
  }
}

/**
 * The top dollar table: the card to beat large in the middle, the deck it
 * was drawn from, the running multiplier above it and the ladder of earlier cards
 * below, each marked with the call made on it and whether it came in.
 */
export function TopDollarBoard({ round, speed, onSettled }: MultiStepBoardProps<TopDollarParams>) {
  const { step, ms } = useStepAnimation(round, speed, onSettled, planTopDollar);
  const visual = step?.visual ?? null;
  const stepId = step?.id ?? 0;
  const now = useTimeline(stepId, visual && visual.revealAtMs > 0 ? [visual.revealAtMs] : []);
  const revealed = now >= (visual?.revealAtMs ?? 0);
  const view = topDollarView(round);
  const rungs = view ? ladder(view) : [];
  const card = view ? currentCard(view) : null;
  const over = view !== null && view.status !== 'playing';
  const shownOver = over && revealed;

  const reached = view ? reachedMultiplier(view, rungs) : '1';
  const countFrom = visual && !revealed ? visual.fromMultiplier : reached;
  const grew = visual?.outcome === 'correct' && revealed;
  const tone: MultiplierTone = !view
    ? 'idle'
    : shownOver && view.status === 'lost'
      ? 'lost'
      : shownOver
        ? 'won'
        : grew
          ? 'grew'
          : 'live';
  const status = revealed ? statusLine(view) : { text: '\u00a0' };
  const dealing = visual && (visual.kind === 'deal' || visual.kind === 'draw');

  return (
    <div className={classes.board}>
      <div className={classes.table} data-over={shownOver || undefined}>
        <div className={classes.rail} aria-hidden="true" />
        <Deck />
        <MultiplierDisplay
          value={revealed ? reached : (visual?.fromMultiplier ?? reached)}
          from={countFrom}
          countMs={grew ? ms(560) : 0}
          tone={tone}
        />
        <div className={classes.stage}>
          <Plaque kind="higher" />
          <div
            className={classes.cardSlot}
            data-flash={grew || undefined}
            data-busted={(shownOver && view?.status === 'lost') || undefined}
          >
            {visual?.under && !revealed && (
              <div className={classes.underCard}>
                <PlayingCard card={visual.under} />
              </div>
            )}
            <div
              className={classes.current}
              data-testid="top-dollar-card"
              data-rank={card?.rank}
              data-suit={card?.suit}
              data-draws={view?.cards.length ?? 0}
              data-status={view?.status ?? 'idle'}
            >
              <PlayingCard
                key={round && card ? `${round.id}:${view?.cards.length}` : 'idle'}
                card={card}
                motion={dealing ? 'deal' : null}
                durationMs={visual?.dealMs}
                tone={shownOver && view?.status === 'lost' ? 'lose' : shownOver ? 'win' : null}
              />
            </div>
            {shownOver && view?.status === 'lost' && (
              <span className={classes.bustBadge} aria-hidden="true">
                ✕
              </span>
            )}
            {round && view && shownOver && view.status !== 'lost' && <Payout round={round} ms={ms(300)} />}
          </div>
          <Plaque kind="lower" />
        </div>
        <p className={classes.statusLine} role="status">
          {/* Keyed by its text so each new line fades in; the live region itself stays put. */}
          <span key={status.text} className={classes.status} data-tone={status.tone}>
            {status.text}
          </span>
        </p>
        <Ladder
          rungs={rungs}
          pendingLast={visual?.kind === 'draw' && !revealed}
          roundId={round?.id ?? null}
        />
      </div>
    </div>
  );
}

function Payout({ round, ms }: { round: Round; ms: number }) {
  if (!round.payout || round.multiplier === null) return null;
  return (
    <div
      key={round.id}
      className={`${multiStep.payoutCard} ${classes.payout}`}
      style={{ '--pop-ms': `${ms}ms` } as CSSProperties}
      data-testid="top-dollar-payout"
    >
      <span className={classes.payoutMultiplier}>{formatMultiplier(round.multiplier)}</span>
      <span className={classes.payoutAmount}>
        {formatBetAmount(round.payout, round.currency)} {round.currency}
      </span>
    </div>
  );
}
