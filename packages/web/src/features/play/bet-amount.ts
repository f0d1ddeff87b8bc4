import { AmountError, type Atoms, parseAmount, toDecimalString } from '@ante/core';
import { truncateAtoms } from '../../lib/money';

/**
 * The bet amount as the panel edits it: a decimal string in the currency's own
 * precision (the server refuses more decimals), read into atoms with core's parser
 * so the panel and the server agree on what a valid amount is.
 */
export const INSUFFICIENT_BALANCE = 'Insufficient balance';

/** "0.00100000" for 8 decimals, "12.50" for 2: fixed decimals, truncated, no grouping (it is edited). */
export function formatAmountInput(atoms: Atoms, decimals: number): string {
  const text = toDecimalString(truncateAtoms(atoms < 0n ? 0n : atoms, decimals));
  if (decimals === 0) return text.split('.')[0] ?? '0';
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(decimals, '0')}`;
}

export type AmountCheck =
  | { ok: true; atoms: Atoms; error: null }
  | { ok: false; atoms: Atoms | null; error: string };

/**
 * Whether `text` can be bet: a plain decimal within the currency's precision and not
 * above the balance (when known). Zero is allowed: it is a free play. An empty field
 * counts as zero, as the placeholder shows.
 */
export function checkAmount(text: string, decimals: number, balance: Atoms | null): AmountCheck {
  const trimmed = text.trim() === '' ? '0' : text.trim();
  let atoms: Atoms;
  try {
    atoms = parseAmount(trimmed, { decimals, allowZero: true });
  } catch (error) {
    const message = error instanceof AmountError ? error.message : 'Enter a valid amount';
    return { ok: false, atoms: null, error: message };
  }
  if (balance !== null && atoms > balance) return { ok: false, atoms, error: INSUFFICIENT_BALANCE };
  return { ok: true, atoms, error: null };
}

/** ½: half, truncated to the currency's precision (never rounded up). */
export function halveAmount(atoms: Atoms, decimals: number): Atoms {
  return truncateAtoms(atoms / 2n, decimals);
}

/** 2×: twice the amount; going over the balance is reported by `checkAmount`, not hidden. */
export function doubleAmount(atoms: Atoms): Atoms {
  return atoms * 2n;
}

/** Max: the balance, but never above the largest stake the game takes (when known). */
export function maxAmount(balance: Atoms, largest: Atoms | null): Atoms {
  return largest !== null && largest < balance ? largest : balance;
}
