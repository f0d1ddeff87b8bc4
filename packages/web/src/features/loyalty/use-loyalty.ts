import { type Atoms, type FiatCode, fromDecimalString } from '@ante/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCurrentUser } from '../auth/use-current-user';
import { fetchRanks, rewardsKeys } from '../rewards/rewards-api';
import { formatFiatAmount } from '../wallet/money';
import { useRates, useWallet } from '../wallet/use-wallet';
import { usdToFiat } from './usd-in-fiat';

/** The loyalty ladder (GET /rewards/ranks): fetched once, it only changes with a release. */
export function useRanks() {
  return useQuery({ queryKey: rewardsKeys.ranks, queryFn: fetchRanks, staleTime: Number.POSITIVE_INFINITY });
}

/**
 * Formats US-dollar amounts (the loyalty programme counts in dollars) in the player's
 * display fiat, as spec section 2 asks of the Rewards block; in dollars until rates
 * are known, or for a visitor.
 */
export function useUsdFormatter(): (usd: string | Atoms) => string {
  const { user } = useCurrentUser();
  const wallet = useWallet();
  const fiat: FiatCode = user ? wallet.fiat : 'USD';
  const inUsd = useRates('USD', user !== null && fiat !== 'USD');
  const inFiat = wallet.rates;
  return useCallback(
    (usd: string | Atoms) => {
      const atoms = typeof usd === 'string' ? fromDecimalString(usd) : usd;
      const converted = usdToFiat(atoms, fiat, inFiat, inUsd.data?.rates);
      return converted === null ? formatFiatAmount(atoms, 'USD') : formatFiatAmount(converted, fiat);
    },
    [fiat, inFiat, inUsd.data],
  );
}
