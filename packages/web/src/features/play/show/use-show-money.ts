import { isCryptoCode, multiplyByRate } from '@ante/core';
import { useCallback } from 'react';
import { formatCryptoAmount, formatFiatAmount, toAtoms } from '../../../lib/money';
import { useWallet } from '../../../lib/wallet/use-wallet';

/**
 * An amount of a coin as the player chose to see money (docs/money-display.md): in
 * their fiat when they show fiat and the rate is known, else in the coin itself.
 */
export function useShowMoney(): (amount: string | bigint, currency: string) => string {
  const { rates, fiat, showFiat } = useWallet();
  return useCallback(
    (amount, currency) => {
      const atoms = typeof amount === 'bigint' ? amount : toAtoms(amount);
      const rate = rates?.[currency];
      if (showFiat && rate !== undefined) return formatFiatAmount(multiplyByRate(atoms, rate), fiat);
      return isCryptoCode(currency)
        ? `${formatCryptoAmount(atoms, currency)} ${currency}`
        : `${amount} ${currency}`;
    },
    [rates, fiat, showFiat],
  );
}
