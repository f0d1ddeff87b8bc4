import {
  type Atoms,
  isCryptoCode,
  isFiatCode,
  type JackpotCurrent,
  type JackpotEvent,
  toDecimalString,
} from '@ante/core';
import type { UsdFormatter } from '../../lib/error-text';
import { formatCryptoAmount, formatFiatAmount, toAtoms } from '../../lib/money';

/** The global pot (docs/product.md#side-menu): an amount and, when the server says, its currency. */
export type PotValue = { atoms: Atoms; currency: string | null };

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The pot from GET /feeds/jackpot/current or from a jackpot socket event (`{newAmount}`,
 * docs/product.md#what-the-screens-show), both already parsed by their core schemas. An
 * amount that is not a plain decimal reads as no pot rather than as a wrong number.
 */
export function readPot(data: JackpotCurrent | JackpotEvent): PotValue | null {
  const event = 'newAmount' in data ? data : null;
  const amount = event ? event.newAmount : (data as JackpotCurrent).amount;
  if (!DECIMAL.test(amount)) return null;
  return { atoms: toAtoms(amount), currency: event ? null : (data as JackpotCurrent).currency };
}

/**
 * The pot as the side menu shows it; a pot of unnamed currency is counted in US dollars
 * and shown in the player's display currency (`formatUsd`).
 */
export function formatPot(atoms: Atoms, currency: string | null, formatUsd: UsdFormatter): string {
  if (currency !== null && isCryptoCode(currency))
    return `${formatCryptoAmount(atoms, currency)} ${currency}`;
  if (currency !== null && currency !== 'USD' && isFiatCode(currency))
    return formatFiatAmount(atoms, currency);
  return formatUsd(toDecimalString(atoms));
}

/** Eases a counter out: fast at first, settling gently on the new value. */
export function easeOutCubic(progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return 1 - (1 - clamped) ** 3;
}

/** Resolution of a counter step: the value moves in ten-thousandths of the distance. */
const STEPS = 10_000n;

/** The value a counter shows part-way (`progress` 0 to 1) from one amount to another, exact in atoms. */
export function interpolateAtoms(from: Atoms, to: Atoms, progress: number): Atoms {
  if (progress <= 0) return from;
  if (progress >= 1) return to;
  const step = BigInt(Math.round(progress * Number(STEPS)));
  return from + ((to - from) * step) / STEPS;
}
