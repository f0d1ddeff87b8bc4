import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { fetchRoundInfo, roundInfoQueryKey } from './fairness-api';

const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The BetSlip modal, opened by `?modal=bet-slip&roundId=…` (spec section 2). Without
 * a roundId the link means nothing, so the parameter is dropped; an id that is not
 * a round id is answered "Round not found" without asking the server.
 */
export function useBetSlip() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isBetSlip = searchParams.get('modal') === 'bet-slip';
  const roundId = isBetSlip ? searchParams.get('roundId') : null;
  const validId = roundId !== null && ROUND_ID.test(roundId);

  const close = useCallback(
    () =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.delete('modal');
          params.delete('roundId');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    if (isBetSlip && !roundId) close();
  }, [isBetSlip, roundId, close]);

  const round = useQuery({
    queryKey: roundInfoQueryKey(roundId ?? ''),
    queryFn: () => fetchRoundInfo(roundId ?? ''),
    enabled: validId,
  });

  return { opened: isBetSlip && roundId !== null, roundId, validId, round, close };
}
