import { useEffect } from 'react';
import { useSocketManager } from '../../../lib/realtime/realtime-context';
import { outcomeOf } from '../stats/live-stats';
import { dispatchStats } from '../stats/live-stats-store';

/**
 * Counts a provider game's rounds into the live stats as they settle. The game runs in
 * its provider's frame, so the page never sees a bet's answer: it hears each settled
 * round on the player's `my_bets` feed instead, which the casino raises when the
 * provider closes the round (after the game has shown it).
 */
export function useProviderLiveStats(slug: string): void {
  const manager = useSocketManager();
  useEffect(
    () =>
      manager.on('my_bets', (bet) => {
        if (bet.game !== slug) return;
        dispatchStats({
          type: 'record',
          currency: bet.currency,
          wager: bet.wager,
          payout: bet.payout,
          outcome: outcomeOf(bet.multiplier),
          at: Date.now(),
        });
      }),
    [manager, slug],
  );
}
