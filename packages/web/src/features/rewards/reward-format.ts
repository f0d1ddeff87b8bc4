import {
  type Atoms,
  type CryptoCode,
  isCryptoCode,
  multiplyByRate,
  type PeriodicBonusTimes,
} from '@ante/core';
import { formatDuration } from '../../lib/competition-format';
import { toAtoms } from '../../lib/money';

/** One currency's rakeback as the Rakeback card lists it: what a claim pays, and its fiat value once rates are known. */
export type RakebackRow = { currency: CryptoCode; atoms: Atoms; fiatAtoms: Atoms | null };

/**
 * The stats' rakeback map as rows, largest fiat value first (crypto amount while
 * unpriced), leaving out unknown codes and nothing-to-pay entries. The amounts are the
 * server's, already cut to each currency's smallest unit, so shown in full they are
 * exactly what a claim pays.
 */
export function rakebackRows(
  available: Readonly<Record<string, string>>,
  rates: Readonly<Record<string, string>> | undefined,
): RakebackRow[] {
  const rows: RakebackRow[] = [];
  for (const [currency, amount] of Object.entries(available)) {
    const atoms = toAtoms(amount);
    if (!isCryptoCode(currency) || atoms <= 0n) continue;
    const rate = rates?.[currency];
    rows.push({ currency, atoms, fiatAtoms: rate === undefined ? null : multiplyByRate(atoms, rate) });
  }
  const key = (row: RakebackRow) => row.fiatAtoms ?? row.atoms;
  return rows.sort((a, b) =>
    key(b) > key(a) ? 1 : key(b) < key(a) ? -1 : a.currency.localeCompare(b.currency),
  );
}

/** The fiat value of every row, or null while one of them is unpriced (a partial sum would mislead). */
export function rakebackFiatTotal(rows: readonly RakebackRow[]): Atoms | null {
  let total = 0n;
  for (const row of rows) {
    if (row.fiatAtoms === null) return null;
    total += row.fiatAtoms;
  }
  return total;
}

/** "USDT", "USDT and BTC", "USDT, BTC and ETH": the currencies a claim pays in. */
export function listCurrencies(currencies: readonly string[]): string {
  if (currencies.length <= 1) return currencies[0] ?? '';
  return `${currencies.slice(0, -1).join(', ')} and ${currencies[currencies.length - 1]}`;
}

/**
 * A weekly or monthly bonus's clocks at `nowMs`: the countdown to the next grant and,
 * while one waits to be claimed, to when it lapses. Once the next grant is due the
 * clock says so until the stats' next poll brings the new period's times.
 */
export function periodicClocks(
  times: PeriodicBonusTimes,
  nowMs: number,
): { next: string; expires: string | null } {
  const nextMs = Date.parse(times.nextAt) - nowMs;
  const next =
    Number.isFinite(nextMs) && nextMs > 0
      ? `Next bonus in ${formatDuration(nextMs)}`
      : 'Next bonus on its way';
  if (times.expiresAt === null) return { next, expires: null };
  const expiresMs = Date.parse(times.expiresAt) - nowMs;
  const expires =
    Number.isFinite(expiresMs) && expiresMs > 0 ? `Expires in ${formatDuration(expiresMs)}` : 'Expired';
  return { next, expires };
}
