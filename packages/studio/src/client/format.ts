/**
 * Amounts as the player reads them. Money arrives from the API as decimal strings and
 * is counted here as bigint atoms (10^-18 of a unit), exactly as the casino counts it,
 * so a win shown is never a float's approximation. An amount is truncated to its
 * currency's digits, never rounded up: the display never shows more than there is.
 */

const ATOM_DECIMALS = 18;
const ATOMS_PER_UNIT = 10n ** 18n;

/**
 * Decimals shown per currency, the same as the casino's currency catalogue (a test
 * checks they agree). The client keeps its own copy so that its bundle does not carry
 * the casino's shared package; an unknown currency shows 8.
 */
export const CURRENCY_DIGITS: Readonly<Record<string, number>> = {
  BTC: 8,
  ETH: 6,
  LTC: 4,
  USDT: 2,
  USDC: 2,
  SOL: 4,
  BNB: 4,
  SHIB: 4,
  DOGE: 4,
  XRP: 4,
  TRX: 4,
  TUSD: 2,
  DAI: 2,
};

export function currencyDigits(currency: string): number {
  return CURRENCY_DIGITS[currency.toUpperCase()] ?? 8;
}

/** Parses a non-negative (or negative) decimal string into atoms; throws on anything else. */
export function toAtoms(decimal: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) throw new Error(`not a decimal amount: ${decimal}`);
  const fraction = (match[3] ?? '').slice(0, ATOM_DECIMALS).padEnd(ATOM_DECIMALS, '0');
  const atoms = BigInt(match[2] ?? '0') * ATOMS_PER_UNIT + BigInt(fraction);
  return match[1] ? -atoms : atoms;
}

/** Atoms as a plain decimal string with no trailing zeros ("0.0012"), for sending back to the API. */
export function toDecimal(atoms: bigint): string {
  const negative = atoms < 0n;
  const abs = negative ? -atoms : atoms;
  const whole = abs / ATOMS_PER_UNIT;
  const fraction = (abs % ATOMS_PER_UNIT).toString().padStart(ATOM_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * An amount for display: truncated to the currency's digits, trailing zeros dropped
 * but at least two decimals kept (a slot reads "0.0012" and "25.00", not
 * "0.00120000"), with thousands separators in the whole part.
 */
export function formatAmount(amount: bigint | string, currency: string): string {
  const atoms = typeof amount === 'string' ? toAtoms(amount) : amount;
  const digits = currencyDigits(currency);
  const negative = atoms < 0n;
  const abs = negative ? -atoms : atoms;
  const whole = (abs / ATOMS_PER_UNIT).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let fraction = (abs % ATOMS_PER_UNIT).toString().padStart(ATOM_DECIMALS, '0').slice(0, digits);
  const keep = Math.min(2, digits);
  while (fraction.length > keep && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** An amount with its currency code, as the balance, bet and win read: "0.0012 BTC". */
export function formatMoney(amount: bigint | string, currency: string): string {
  return `${formatAmount(amount, currency)} ${currency.toUpperCase()}`;
}

/**
 * What a win of `lineBets` line bets is worth at a total bet of `bet`: the line bet is
 * the total bet divided by the number of paylines, so the win is bet x lineBets / lines,
 * exact in atoms (truncated, like the casino's payouts).
 */
export function lineBetsAmount(bet: bigint | string, lineBets: number, paylines: number): bigint {
  const betAtoms = typeof bet === 'string' ? toAtoms(bet) : bet;
  return (betAtoms * BigInt(lineBets)) / BigInt(paylines);
}

/** A multiple of the bet for display: "2.5x", "1,250x", at most two decimals. */
export function formatMultiplier(multiplier: string | number): string {
  const value = typeof multiplier === 'number' ? multiplier : Number(multiplier);
  if (!Number.isFinite(value)) return `${multiplier}x`;
  const text = (Math.floor(value * 100) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `${text}x`;
}

/**
 * A value between two amounts for the win counter's roll-up: `from + (to - from) * t`,
 * in atoms and truncated, so every figure it passes through is one the player could
 * hold and the last one is exactly `to`.
 */
export function interpolateAtoms(from: bigint, to: bigint, t: number): bigint {
  if (t >= 1) return to;
  if (t <= 0) return from;
  const scale = 1_000_000n;
  return from + ((to - from) * BigInt(Math.floor(t * 1_000_000))) / scale;
}
