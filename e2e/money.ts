/** Amounts as the tests compare them: exact integers, never floating point. */

/** A decimal string as an exact integer of 10^-18 units, so amounts compare without float error. */
export function atoms(value: string): bigint {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0').slice(0, 18) || '0');
}

/** "$1,234.56" as atoms. */
export function dollars(text: string): bigint {
  return atoms(text.replace(/[$,\s]/g, ''));
}

/**
 * "$2.15" from a USD decimal string, as the app shows a dollar value: 2 decimals
 * rounded half up to the cent, thousands separated.
 */
export function shownUsd(usd: string): string {
  const cents = (atoms(usd) + 5n * 10n ** 15n) / 10n ** 16n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}
