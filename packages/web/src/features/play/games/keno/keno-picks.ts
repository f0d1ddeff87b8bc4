import { KENO_MAX_PICKS, KENO_NUMBERS, MULTIPLIER_SCALE, type Multiplier } from '@ante/core';

/** Picks with `number` added (kept in order) or removed; unchanged when ten are already picked. */
export function togglePick(picks: readonly number[], number: number): number[] {
  if (picks.includes(number)) return picks.filter((pick) => pick !== number);
  if (picks.length >= KENO_MAX_PICKS) return [...picks];
  return [...picks, number].sort((a, b) => a - b);
}

/**
 * `count` different numbers of 1-40 for "Auto pick". This is only a convenience for
 * choosing picks; the draw itself comes from the server.
 */
export function randomPicks(count: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const wanted = Math.min(Math.max(count, 1), KENO_MAX_PICKS);
  for (let i = 0; i < wanted; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] ?? 0, pool[i] ?? 0];
  }
  return pool.slice(0, wanted).sort((a, b) => a - b);
}

/** How many of the first `revealed` drawn numbers are picks. */
export function hitsSoFar(picks: readonly number[], drawn: readonly number[], revealed: number): number {
  return drawn.slice(0, revealed).filter((number) => picks.includes(number)).length;
}

/** A fixed-point multiplier as written in the tables: 396000000n -> "3.96", 100000000000n -> "1000". */
export function multiplierText(value: Multiplier): string {
  const whole = value / MULTIPLIER_SCALE;
  const fraction = (value % MULTIPLIER_SCALE).toString().padStart(8, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}
