import { type CryptoCode, isCryptoCode } from '@ante/core';
import { toAtoms } from '../money';

/**
 * The currency to select once a deposit in `credited` has landed: that one when the
 * selected currency holds nothing (a first deposit in USDT should not leave the header
 * on an empty BTC), otherwise the player's own choice stays.
 */
export function currencyAfterCredit(
  selected: CryptoCode,
  credited: string,
  balances: Readonly<Record<string, string>> | undefined,
): CryptoCode {
  if (!isCryptoCode(credited) || credited === selected || !balances) return selected;
  if (toAtoms(balances[selected]) > 0n || toAtoms(balances[credited]) <= 0n) return selected;
  return credited;
}
