import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Opens a round's bet slip through its deep link (`?modal=bet-slip&roundId=`): the bet
 * feeds, the last result and chat's bet cards. The link replaces the history entry, so
 * Back leaves the page rather than stepping through every slip opened.
 */
export function useOpenBetSlip(): (roundId: string) => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (roundId: string) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('modal', 'bet-slip');
          next.set('roundId', roundId);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
}
