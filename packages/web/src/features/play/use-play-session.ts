import type { CryptoCode, Round } from '@ante/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameUi } from './game-ui';
import { useGameSound } from './sound';
import { outcomeOf } from './stats/live-stats';
import { dispatchStats } from './stats/live-stats-store';
import { usePlay } from './use-play';

/**
 * A board that never calls `onSettled` (a bug, or a tab in the background where
 * animation frames stop) must not freeze the page: after this long the round counts
 * as settled anyway.
 */
const SETTLE_TIMEOUT_MS = 6_000;

type PendingSettle = { round: Round; resolve: () => void; timer: ReturnType<typeof setTimeout> };

/** A placed bet and a promise that resolves once its board has finished animating it. */
export type PlacedBet = { round: Round; settled: Promise<void> };

function recordFinished(round: Round) {
  dispatchStats({
    type: 'record',
    currency: round.currency,
    wager: round.amount,
    payout: round.payout ?? '0',
    outcome: outcomeOf(round.multiplier),
    at: Date.now(),
  });
}

/**
 * The round on screen and the calls that change it. Each answer starts the board's
 * animation; the shell stays busy until the board calls `onSettled`, and only then
 * does a finished round reach the last result and the live stats (showing them
 * earlier would give the outcome away before the animation does).
 */
export function usePlaySession<P>(ui: GameUi<P>, slug: string) {
  const multiStep = ui.kind === 'multi';
  const play = usePlay(slug, multiStep);
  const sound = useGameSound();
  const [params, setParams] = useState<P>(ui.defaultParams);
  const [round, setRound] = useState<Round | null>(null);
  const [lastResult, setLastResult] = useState<Round | null>(null);
  const [inFlight, setInFlight] = useState(false);
  const [animating, setAnimating] = useState(false);
  const inFlightRef = useRef(false);
  const pending = useRef<PendingSettle | null>(null);

  const finishSettle = useCallback(() => {
    const current = pending.current;
    if (!current) return;
    pending.current = null;
    clearTimeout(current.timer);
    setAnimating(false);
    if (current.round.status === 'finished') {
      recordFinished(current.round);
      setLastResult(current.round);
    }
    current.resolve();
  }, []);

  const show = useCallback(
    (next: Round): Promise<void> => {
      finishSettle();
      const settled = new Promise<void>((resolve) => {
        pending.current = { round: next, resolve, timer: setTimeout(finishSettle, SETTLE_TIMEOUT_MS) };
      });
      setAnimating(true);
      setRound(next);
      return settled;
    },
    [finishSettle],
  );

  // Nothing may wait on a board that is gone.
  useEffect(() => finishSettle, [finishSettle]);

  // A reload (or a 409 that refetched it) brings back the open multi-step round.
  const { activeRound } = play;
  // Its stake and settings come back with it, so the panel shows the round being played.
  const [restored, setRestored] = useState<Round | null>(null);
  useEffect(() => {
    if (!activeRound || pending.current) return;
    setRound(activeRound);
    setRestored(activeRound);
    if (activeRound.params !== undefined && activeRound.params !== null) setParams(activeRound.params as P);
  }, [activeRound]);

  /** Runs one call at a time; a second click while one is in flight is ignored. */
  const run = useCallback(
    async (call: () => Promise<{ round: Round } | null>): Promise<PlacedBet | null> => {
      if (inFlightRef.current || pending.current) return null;
      inFlightRef.current = true;
      setInFlight(true);
      try {
        const answer = await call();
        if (!answer) return null;
        return { round: answer.round, settled: show(answer.round) };
      } finally {
        inFlightRef.current = false;
        setInFlight(false);
      }
    },
    [show],
  );

  const paramsRef = useRef(params);
  paramsRef.current = params;
  const roundRef = useRef(round);
  roundRef.current = round;

  const { placeBet, playStep, cashout: cashoutCall } = play;
  const bet = useCallback(
    (currency: CryptoCode, amount: string) => {
      sound('bet');
      return run(() => placeBet({ currency, amount, params: paramsRef.current }));
    },
    [run, placeBet, sound],
  );

  const act = useCallback(
    (action: Record<string, unknown>) => {
      const open = roundRef.current;
      if (open?.status !== 'active') return;
      void run(() => playStep({ roundId: open.id, action }));
    },
    [run, playStep],
  );

  const cashout = useCallback(() => {
    const open = roundRef.current;
    if (open?.status !== 'active') return;
    void run(async () => {
      const answer = await cashoutCall(open.id);
      if (answer) sound('cashout');
      return answer;
    });
  }, [run, cashoutCall, sound]);

  const roundOpen = round?.status === 'active';
  return {
    params,
    setParams,
    round,
    roundOpen,
    lastResult,
    /** The open round last brought back from the server (a reload, a refetch after a 409). */
    restored,
    inFlight,
    animating,
    canCashout: ui.kind === 'multi' && round !== null && roundOpen ? ui.canCashout(round) : false,
    bet,
    act,
    cashout,
    onSettled: finishSettle,
  };
}

export type PlaySession<P> = ReturnType<typeof usePlaySession<P>>;
