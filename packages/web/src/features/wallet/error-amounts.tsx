import { useEffect } from 'react';
import { setErrorUsdFormatter } from '../../lib/error-text';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';

/**
 * Keeps the wording of errors in step with the display currency: the dollar amounts an
 * error names ("the largest bet here is worth $5.00") show as the player's other
 * amounts do. Renders nothing.
 */
export function ErrorAmountsInDisplayCurrency() {
  const formatUsd = useUsdFormatter();
  useEffect(() => setErrorUsdFormatter(formatUsd), [formatUsd]);
  return null;
}
