import { type FiatCode, fromDecimalString, toDecimalString } from '@ante/core';
import { useCallback } from 'react';
import { useSetting } from '../client-settings';
import { resolveFiat } from '../money';
import { fiatToUsd } from './usd-in-fiat';
import { useRates } from './use-wallet';

/** A decimal amount as a player types one: digits with at most one point. */
const TYPED = /^\d{1,12}(\.\d{1,18})?$/;

/**
 * For forms whose contract counts in US dollars (play limits, docs/play-limits.md): the
 * currency the player types amounts in, which is their display fiat once its rates are
 * known and dollars until then, and `toUsd`, which turns what they typed into the
 * dollars the request carries. Text that is not an amount passes through unchanged, so
 * the contract's own message names what is wrong with it.
 */
export function useTypedFiat(): { fiat: FiatCode; toUsd: (typed: string) => string } {
  const [storedFiat] = useSetting('fiatCurrency');
  const chosen = resolveFiat(storedFiat);
  const inFiat = useRates(chosen, chosen !== 'USD');
  const inUsd = useRates('USD', chosen !== 'USD');
  const convertible =
    chosen === 'USD' ||
    fiatToUsd(fromDecimalString('1'), chosen, inFiat.data?.rates, inUsd.data?.rates) !== null;
  const fiat: FiatCode = convertible ? chosen : 'USD';
  const toUsd = useCallback(
    (typed: string) => {
      const text = typed.trim();
      if (fiat === 'USD' || !TYPED.test(text)) return text;
      const usd = fiatToUsd(fromDecimalString(text), fiat, inFiat.data?.rates, inUsd.data?.rates);
      return usd === null ? text : toDecimalString(usd);
    },
    [fiat, inFiat.data, inUsd.data],
  );
  return { fiat, toUsd };
}
