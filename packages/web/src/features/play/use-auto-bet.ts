import { type Atoms, toDecimalString } from '@ante/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toAtoms } from '../../lib/money';
import {
  type AutoBetConfig,
  type AutoBetProgress,
  type AutoStopReason,
  afterBet,
  DEFAULT_AUTO_CONFIG,
  startProgress,
} from './auto-bet';
import { checkAmount, INSUFFICIENT_BALANCE } from './bet-amount';
import type { Speed } from './game-ui';
import { outcomeOf } from './stats/live-stats';
import type { BetAmount } from './use-bet-amount';
import type { PlacedBet } from './use-play-session';

/** The auto form as typed: amounts stay text until the run starts. */
export interface AutoForm extends Omit<AutoBetConfig, 'stopProfit' | 'stopLoss'> {
  stopProfit: string;
  stopLoss: string;
}

export const DEFAULT_AUTO_FORM: AutoForm = { ...DEFAULT_AUTO_CONFIG, stopProfit: '', stopLoss: '' };

/** A breath between auto bets, so each result can be seen. */
const GAP_MS: Record<Speed, number> = { normal: 250, fast: 60 };

const STOP_MESSAGES: Partial<Record<AutoStopReason, string>> = {
  profit: 'Your profit target was reached.',
  loss: 'Your loss limit was reached.',
};

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function limitOf(text: string, decimals: number): Atoms {
  const checked = checkAmount(text, decimals, null);
  return checked.ok ? checked.atoms : 0n;
}

function notifyStopped(message: string) {
  notifications.show({ color: 'yellow', title: 'Auto betting stopped', message });
}

type AutoDeps = {
  amount: BetAmount;
  speed: Speed;
  bet(currency: BetAmount['currency'], amount: string): Promise<PlacedBet | null>;
};

/**
 * Auto betting (single-step games): each bet is placed only after the previous one
 * has settled on the board. A run stops on any error, on too small a balance, on its
 * count and profit/loss limits, when the currency changes, or when the player stops it.
 */
export function useAutoBet({ amount, speed, bet }: AutoDeps) {
  const [form, setForm] = useState<AutoForm>(DEFAULT_AUTO_FORM);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<AutoBetProgress | null>(null);
  // Each run has a token; stopping moves the token on, so a finished await sees it is over.
  const runId = useRef(0);
  const latest = useRef({ amount, speed, bet, form });
  latest.current = { amount, speed, bet, form };

  const stop = useCallback(() => {
    runId.current += 1;
    setRunning(false);
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(async () => {
    const { amount: first, form: typed } = latest.current;
    if (!first.check.ok) {
      if (first.check.error) notifyStopped(first.check.error);
      return;
    }
    const { currency, decimals, fixedStake } = first;
    const config: AutoBetConfig = {
      ...typed,
      stopProfit: limitOf(typed.stopProfit, decimals),
      stopLoss: limitOf(typed.stopLoss, decimals),
    };
    const token = runId.current + 1;
    runId.current = token;
    setRunning(true);
    let state = startProgress(first.atoms);
    setProgress(state);
    try {
      while (runId.current === token) {
        const now = latest.current;
        if (now.amount.currency !== currency) break;
        // Chip games bet what is on the table; the others follow the on-win/on-loss rules.
        const wager = fixedStake ? now.amount.atoms : state.nextAmount;
        if (now.amount.balance !== null && wager > now.amount.balance) {
          notifyStopped(INSUFFICIENT_BALANCE);
          break;
        }
        const placed = await now.bet(currency, toDecimalString(wager));
        if (!placed) break;
        await placed.settled;
        const { round } = placed;
        const result = afterBet(
          config,
          state,
          {
            wager: toAtoms(round.amount),
            payout: toAtoms(round.payout ?? '0'),
            outcome: outcomeOf(round.multiplier),
          },
          decimals,
        );
        state = result.progress;
        setProgress(state);
        if (!fixedStake && runId.current === token) latest.current.amount.setAtoms(state.nextAmount);
        if (result.stop) {
          const message = STOP_MESSAGES[result.stop];
          if (message) notifyStopped(message);
          break;
        }
        await wait(GAP_MS[latest.current.speed]);
      }
    } finally {
      if (runId.current === token) stop();
    }
  }, [stop]);

  return { form, setForm, running, progress, start, stop };
}

export type AutoBet = ReturnType<typeof useAutoBet>;
