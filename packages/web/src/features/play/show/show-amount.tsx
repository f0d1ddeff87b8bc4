import { isCryptoCode } from '@ante/core';
import { useWallet } from '../../../lib/wallet/use-wallet';
import { CurrencyIcon } from '../../../ui/currency-icon';
import { useShowMoney } from './use-show-money';

/**
 * An amount in the player's view of money, as the bet feed shows one: fiat when they
 * chose fiat and the rate is known, else the coin's amount with its mark.
 */
export function ShowAmount({
  amount,
  currency,
  className,
}: {
  amount: string;
  currency: string;
  className?: string;
}) {
  const money = useShowMoney();
  const { rates, showFiat } = useWallet();
  const inFiat = showFiat && rates?.[currency] !== undefined;
  const text = money(amount, currency);
  return (
    <span className={className}>
      {inFiat || !isCryptoCode(currency) ? text : text.replace(` ${currency}`, '')}
      {!inFiat && isCryptoCode(currency) && <CurrencyIcon currency={currency} size={13} />}
    </span>
  );
}
