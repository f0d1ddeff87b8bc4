import { type Atoms, fromDecimalString } from '@ante/core';
import { useCallback } from 'react';
import { useSetting } from '../client-settings';
import { formatFiatAmount, resolveFiat } from '../money';
import { usdToFiat } from './usd-in-fiat';
import { useRates } from './use-wallet';

/**
 * Formats US-dollar amounts (what the loyalty programme, competitions and prizes
 * count in) in the display fiat of the client settings, for players and visitors
 * alike; in dollars until the rates are known.
 */
export function useUsdFormatter(): (usd: string | Atoms) => string {
  const [storedFiat] = useSetting('fiatCurrency');
  const fiat = resolveFiat(storedFiat);
  const inFiat = useRates(fiat, fiat !== 'USD');
  const inUsd = useRates('USD', fiat !== 'USD');
  return useCallback(
    (usd: string | Atoms) => {
      const atoms = typeof usd === 'string' ? fromDecimalString(usd) : usd;
      const converted = usdToFiat(atoms, fiat, inFiat.data?.rates, inUsd.data?.rates);
      return converted === null ? formatFiatAmount(atoms, 'USD') : formatFiatAmount(converted, fiat);
    },
    [fiat, inFiat.data, inUsd.data],
  );
}
