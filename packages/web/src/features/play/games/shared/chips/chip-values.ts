import {
  ATOM_DECIMALS,
  type Atoms,
  CRYPTO_CURRENCIES,
  fromDecimalString,
  isCryptoCode,
  toDecimalString,
} from '@ante/core';

/**
 * Table chips (roulette, baccarat) are worth 1, 10, 100 ... of the currency's smallest
 * betting unit (10^-significantDigits: a satoshi, a cent of USDT), so every chip and
 * every sum of chips is an amount the server accepts in that currency.
 */
export const CHIP_DENOMINATIONS = [1n, 10n, 100n, 1_000n, 10_000n, 100_000n, 1_000_000n] as const;

const CHIP_COLOURS = [
  'var(--roulette-blue-51)',
  'var(--color-blue-53)',
  'var(--roulette-green-35)',
  'var(--roulette-amber-48)',
  'var(--color-red-55)',
  'var(--roulette-purple-59)',
  'var(--roulette-grey-11)',
];

export interface ChipValue {
  /** Index into CHIP_DENOMINATIONS. */
  index: number;
  atoms: Atoms;
  label: string;
  colour: string;
}

/** Atoms in one smallest unit of the currency. */
export function unitAtoms(currency: string): Atoms {
  const digits = isCryptoCode(currency) ? CRYPTO_CURRENCIES[currency].significantDigits : 2;
  return 10n ** BigInt(ATOM_DECIMALS - digits);
}

/** A count of units the way chips are printed: 1, 250, 1K, 2.5K, 10K, 1.2M (truncated, never rounded up). */
export function compactUnits(units: bigint): string {
  const steps: [bigint, string][] = [
    [1_000_000_000n, 'B'],
    [1_000_000n, 'M'],
    [1_000n, 'K'],
  ];
  for (const [size, suffix] of steps) {
    if (units >= size) {
      const whole = units / size;
      const tenth = ((units % size) * 10n) / size;
      return whole < 100n && tenth > 0n ? `${whole}.${tenth}${suffix}` : `${whole}${suffix}`;
    }
  }
  return units.toString();
}

export function chipValues(currency: string): ChipValue[] {
  const unit = unitAtoms(currency);
  return CHIP_DENOMINATIONS.map((units, index) => ({
    index,
    atoms: units * unit,
    label: compactUnits(units),
    colour: CHIP_COLOURS[index] ?? 'var(--roulette-blue-51)',
  }));
}

/** The printed label and colour of a stack worth `amount` (the colour of its largest chip). */
export function stackLook(amount: string, currency: string): { label: string; colour: string } {
  const units = fromDecimalString(amount) / unitAtoms(currency);
  let colour = CHIP_COLOURS[0] ?? 'var(--roulette-blue-51)';
  CHIP_DENOMINATIONS.forEach((denomination, index) => {
    if (units >= denomination) colour = CHIP_COLOURS[index] ?? colour;
  });
  return { label: compactUnits(units), colour };
}

/** `amount` plus `atoms`, as a decimal string; a missing amount counts as zero. */
export function addAtoms(amount: string | undefined, atoms: Atoms): string {
  return toDecimalString(fromDecimalString(amount ?? '0') + atoms);
}
