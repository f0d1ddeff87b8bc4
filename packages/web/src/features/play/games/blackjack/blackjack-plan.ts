import type { Round } from '@ante/core';
import { toAtoms } from '../../../../lib/money';
import type { StepPlan, Timing } from '../../multi-step/use-step-animation';
import { blackjackView, dealOrder, type SlotKey, type SlotMotion } from './blackjack-view';

export interface SlotAnimation {
  motion: SlotMotion;
  delayMs: number;
  durationMs: number;
  /** When the card's face counts for the hand's total. */
  landAtMs: number;
}

export interface BlackjackVisual {
  slots: Partial<Record<SlotKey, SlotAnimation>>;
  /** When the results (outcomes, the payout card) show. */
  revealAtMs: number;
  marks: number[];
}

/** Win when the round returns more than everything staked, lose when it returns nothing. */
function outcomeCue(round: Round): 'win' | 'lose' | null {
  const payout = toAtoms(round.payout ?? '0');
  if (payout === 0n) return 'lose';
  return payout > toAtoms(round.amount) ? 'win' : null;
}

/** Deals the cards of one answer one after another, then shows the results. */
export function planBlackjack(
  previous: Round | null,
  next: Round | null,
  ms: Timing,
): StepPlan<BlackjackVisual> | null {
  const after = blackjackView(next);
  if (!next || !after) return null;
  const before = previous?.id === next.id ? blackjackView(previous) : null;
  const order = dealOrder(before, after);
  const finishing = after.phase === 'finished' && before?.phase !== 'finished';
  if (order.length === 0 && !finishing) return null;

  const gapMs = ms(300);
  const durationMs = ms(440);
  const slots: BlackjackVisual['slots'] = {};
  const lands: number[] = [];
  const sounds: StepPlan<BlackjackVisual>['sounds'] = [];
  order.forEach(([key, motion], index) => {
    const delayMs = index * gapMs;
    const landShare = motion === 'flip' ? 0.5 : motion === 'move' ? 1 : 0.8;
    const landAtMs = delayMs + Math.round(durationMs * landShare);
    slots[key] = { motion, delayMs, durationMs, landAtMs };
    lands.push(landAtMs);
    sounds.push({ cue: 'card', atMs: delayMs });
  });
  const dealtAtMs = order.length > 0 ? (order.length - 1) * gapMs + durationMs : 0;
  const revealAtMs = dealtAtMs + (finishing ? ms(160) : 0);
  const cue = finishing ? outcomeCue(next) : null;
  if (cue) sounds.push({ cue, atMs: revealAtMs });
  const marks = [...new Set([...lands, revealAtMs])];
  return { visual: { slots, revealAtMs, marks }, sounds, settleAtMs: revealAtMs + (finishing ? ms(200) : 0) };
}
