import type { BlackjackParams, BlackjackView, HandOutcome } from '@ante/core';
import type { CSSProperties } from 'react';
import { formatBetAmount, formatMultiplier } from '../../../../lib/bet-format';
import { toAtoms } from '../../../../lib/money';
import type { MultiStepBoardProps } from '../../game-ui';
import multiStep from '../../multi-step/multi-step.module.css';
import { useStepAnimation } from '../../multi-step/use-step-animation';
import classes from './blackjack-board.module.css';
import { planBlackjack, type SlotAnimation } from './blackjack-plan';
import { blackjackView, dealerSlots, OUTCOME_LABELS, type SlotKey, totalLabel } from './blackjack-view';
import { CardFan } from './card-fan';
import type { CardTone } from './playing-card';
import { TableMarkings } from './table-markings';
import { useTimeline } from './use-timeline';

const OUTCOME_TONES: Record<HandOutcome, CardTone> = {
  blackjack: 'win',
  win: 'win',
  push: 'push',
  lose: 'lose',
  bust: 'lose',
};

export function BlackjackBoard({ round, speed, onSettled }: MultiStepBoardProps<BlackjackParams>) {
  const { step, ms } = useStepAnimation(round, speed, onSettled, planBlackjack);
  const visual = step?.visual ?? null;
  const stepId = step?.id ?? 0;
  const now = useTimeline(stepId, visual?.marks ?? []);
  const view = blackjackView(round);
  const slot = (key: SlotKey) => visual?.slots[key];
  const landed = (key: SlotKey) => (slot(key)?.landAtMs ?? 0) <= now;
  const revealed = now >= (visual?.revealAtMs ?? 0);
  const settlement = revealed ? (view?.settlement ?? null) : null;

  return (
    <div className={classes.board}>
      <div className={classes.table}>
        <div className={classes.shoe} aria-hidden="true" />
        <TableMarkings />
        {view ? (
          <>
            <DealerHand view={view} stepId={stepId} slot={slot} landed={landed} revealed={revealed} />
            {view.phase === 'insurance' && revealed && (
              <p className={classes.prompt} role="status">
                The dealer shows an ace. Insurance?
              </p>
            )}
            <div className={classes.hands} data-split={view.hands.length > 1 || undefined}>
              {view.hands.map((hand, h) => {
                const cards = hand.cards.filter((_, c) => landed(`h${h}-${c}`));
                const outcome = settlement?.hands[h];
                const total = totalLabel(cards, hand.done);
                const active = view.active === h && view.hands.length > 1;
                const bust = cards.length > 0 && Number(total) > 21;
                const tone: CardTone | null = outcome
                  ? OUTCOME_TONES[outcome.outcome]
                  : bust
                    ? 'lose'
                    : active
                      ? 'active'
                      : null;
                return (
                  <CardFan
                    // biome-ignore lint/suspicious/noArrayIndexKey: hands never reorder
                    key={h}
                    label={view.hands.length > 1 ? `Hand ${h + 1}` : 'Your hand'}
                    cards={hand.cards}
                    animationOf={(c) => slot(`h${h}-${c}`)}
                    stepId={stepId}
                    total={total}
                    tone={tone}
                    active={active}
                    style={
                      h === 1 ? ({ '--move-x': 'calc(var(--card-w) * -1.9)' } as CSSProperties) : undefined
                    }
                    footer={
                      <div className={classes.handFooter}>
                        {outcome ? (
                          <span className={classes.outcome} data-tone={OUTCOME_TONES[outcome.outcome]}>
                            {OUTCOME_LABELS[outcome.outcome]}
                            {outcome.returns !== '0' && ` ${formatMultiplier(outcome.returns)}`}
                          </span>
                        ) : (
                          hand.doubled && <span className={classes.chip}>Doubled</span>
                        )}
                      </div>
                    }
                  />
                );
              })}
            </div>
          </>
        ) : (
          <EmptyTable />
        )}
        {round && view?.phase === 'finished' && revealed && round.payout && toAtoms(round.payout) > 0n && (
          <div
            key={round.id}
            className={`${multiStep.payoutCard} ${classes.result}`}
            data-profit={toAtoms(round.payout) > toAtoms(round.amount) || undefined}
            role="status"
            style={{ '--pop-ms': `${ms(260)}ms` } as CSSProperties}
          >
            <span className={classes.resultMultiplier}>{formatMultiplier(round.multiplier ?? '0')}</span>
            <span className={classes.resultPayout}>
              {formatBetAmount(round.payout, round.currency)} {round.currency}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}

interface DealerHandProps {
  view: BlackjackView;
  stepId: number;
  slot(key: SlotKey): SlotAnimation | undefined;
  landed(key: SlotKey): boolean;
  revealed: boolean;
}

function DealerHand({ view, stepId, slot, landed, revealed }: DealerHandProps) {
  const slots = dealerSlots(view);
  const shown = slots.filter((card, i) => card !== null && landed(`d${i}`)).flatMap((card) => card ?? []);
  const finished = view.phase === 'finished' && revealed;
  const total = totalLabel(shown, finished);
  const insurance = view.settlement?.insurance;
  return (
    <div className={classes.dealer}>
      <CardFan
        label="Dealer"
        cards={slots}
        animationOf={(i) => slot(`d${i}`)}
        stepId={stepId}
        total={total}
        tone={shown.length > 0 && Number(total) > 21 ? 'lose' : null}
        footer={
          <div className={classes.handFooter}>
            {view.insurance === 'taken' && (
              <span className={classes.chip} data-tone={finished && insurance !== '0' ? 'win' : undefined}>
                {finished ? (insurance !== '0' ? 'Insurance won' : 'Insurance lost') : 'Insured'}
              </span>
            )}
          </div>
        }
      />
    </div>
  );
}

/** Before the first hand: two empty card outlines for the dealer and for the player. */
function EmptyTable() {
  return (
    <>
      <div className={classes.dealer}>
        <div className={classes.placeholder} aria-hidden="true" />
      </div>
      <div className={classes.hands}>
        <div className={classes.placeholder} aria-hidden="true" />
      </div>
    </>
  );
}
