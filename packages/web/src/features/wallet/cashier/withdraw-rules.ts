import {
  AmountError,
  type Atoms,
  type CryptoCode,
  divideByRate,
  fromDecimalString,
  multiplyByRate,
  type Network,
  parseAmount,
} from '@ante/core';
import type { UsdFormatter } from '../../../lib/error-text';
import { formatCryptoAmount, significantDigits } from '../../../lib/money';

/**
 * The network's minimum (set in US dollars) in the display currency and, when the USD
 * price is known, about how much of the coin that is.
 */
export function describeMinimum(
  currency: CryptoCode,
  network: Network,
  usdRate: string | undefined,
  formatUsd: UsdFormatter,
): string {
  const usd = formatUsd(network.minWithdraw);
  if (!usdRate || fromDecimalString(usdRate) === 0n) return usd;
  const atoms = divideByRate(parseAmount(network.minWithdraw), usdRate);
  return `${usd} (about ${formatCryptoAmount(atoms, currency)} ${currency})`;
}

type WithdrawalCheck = { ok: true; atoms: Atoms } | { ok: false; message: string };

/**
 * The server's rules for a withdrawal amount, checked before sending so the player
 * learns at once: a plain decimal in the coin's precision, at least the network's
 * minimum at today's USD price, and amount plus fee within the balance.
 */
export function checkWithdrawalAmount(
  currency: CryptoCode,
  network: Network,
  amount: string,
  balance: Atoms,
  usdRate: string | undefined,
  formatUsd: UsdFormatter,
): WithdrawalCheck {
  let atoms: Atoms;
  try {
    atoms = parseAmount(amount, { decimals: significantDigits(currency) });
  } catch (error) {
    if (error instanceof AmountError) return { ok: false, message: error.message };
    throw error;
  }
  if (usdRate && multiplyByRate(atoms, usdRate) < parseAmount(network.minWithdraw)) {
    return {
      ok: false,
      message: `The minimum withdrawal on ${network.name} is ${describeMinimum(currency, network, usdRate, formatUsd)}`,
    };
  }
  const fee = fromDecimalString(network.withdrawFee);
  if (atoms + fee > balance) {
    const total = formatCryptoAmount(atoms + fee, currency);
    return {
      ok: false,
      message: `Not enough balance: with the network fee this needs ${total} ${currency}`,
    };
  }
  return { ok: true, atoms };
}
