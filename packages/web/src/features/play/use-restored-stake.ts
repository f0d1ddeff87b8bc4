import type { Round } from '@ante/core';
import { useEffect, useRef } from 'react';
import { updateSettings } from '../../lib/client-settings';
import { toAtoms } from '../../lib/money';
import type { BetAmount } from './use-bet-amount';

/**
 * Shows an open round brought back by a reload (or a refetch after a 409) as it is
 * being played: in its own currency, with its own stake. When another currency is
 * selected, the selection switches to the round's first, and the stake is set once the
 * panel has followed (a currency switch starts the amount again at zero). Should the
 * selection then move elsewhere, the player chose it: it is left alone.
 */
export function useRestoredStake(restored: Round | null, amount: Pick<BetAmount, 'currency' | 'setAtoms'>) {
  const { currency, setAtoms } = amount;
  const handled = useRef<{ round: Round; askedFrom: string | null; done: boolean } | null>(null);

  useEffect(() => {
    if (!restored) return;
    if (handled.current?.round !== restored)
      handled.current = { round: restored, askedFrom: null, done: false };
    const state = handled.current;
    if (state.done) return;
    if (restored.currency === currency) {
      state.done = true;
      setAtoms(toAtoms(restored.amount));
    } else if (state.askedFrom === null) {
      state.askedFrom = currency;
      updateSettings({ selectedCurrency: restored.currency });
    } else if (state.askedFrom !== currency) {
      state.done = true;
    }
  }, [restored, currency, setAtoms]);
}
