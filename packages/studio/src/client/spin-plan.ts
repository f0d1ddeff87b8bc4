/**
 * When each reel stops. The reels start together (a few frames apart, left to right)
 * and stop left to right once the server's result is in. A reel that could still
 * complete the free-spins trigger, because enough scatters have already landed to its
 * left, spins longer: the anticipation a player expects to see.
 */

/**
 * Which reels anticipate: those to the right of the reel where the scatters that have
 * landed first reach `trigger - 1`. Every reel after that point could still bring the
 * last scatter, so every one of them gets the longer spin, whether or not it does.
 */
export function anticipationReels(
  window: readonly (readonly string[])[],
  scatter: string,
  trigger: number,
): boolean[] {
  const result = window.map(() => false);
  if (trigger < 2) return result;
  let landed = 0;
  window.forEach((rows, reel) => {
    if (landed >= trigger - 1) result[reel] = true;
    landed += rows.filter((symbol) => symbol === scatter).length;
  });
  return result;
}

export interface SpinTiming {
  /** Spin at full speed before the first reel may stop, from the click. */
  minSpin: number;
  /** Between one reel's stop and the next's. */
  stopGap: number;
  /** Added before each anticipating reel's stop. */
  anticipation: number;
  /** The stopping movement itself: slowing down, landing and settling. */
  landing: number;
}

export const NORMAL_TIMING: SpinTiming = { minSpin: 650, stopGap: 190, anticipation: 1150, landing: 360 };
export const QUICK_TIMING: SpinTiming = { minSpin: 240, stopGap: 70, anticipation: 700, landing: 220 };
/** Free spins move a little quicker than paid ones: the player is watching, not deciding. */
export const FREE_TIMING: SpinTiming = { minSpin: 500, stopGap: 160, anticipation: 1000, landing: 320 };

export interface StopPlan {
  /** When each reel starts its landing, in ms from the click. */
  stopAt: number[];
  /** When the last reel has settled, in ms from the click. */
  settledAt: number;
}

/**
 * The stop times of the five reels, in ms from the click. The first stops no earlier
 * than the timing's full-speed spin nor before the result arrived; then one gap per
 * reel, longer for an anticipating reel. If the last reel would settle before
 * `minSpinMs` from the click (the rule that a round may not be resolved faster than
 * that), every stop moves later by the shortfall.
 */
export function planStops(options: {
  arrivedAt: number;
  timing: SpinTiming;
  anticipation: readonly boolean[];
  minSpinMs: number;
}): StopPlan {
  const { arrivedAt, timing, anticipation, minSpinMs } = options;
  const stopAt: number[] = [];
  let at = Math.max(arrivedAt, timing.minSpin);
  anticipation.forEach((anticipating, reel) => {
    if (reel > 0) at += timing.stopGap;
    if (anticipating) at += timing.anticipation;
    stopAt.push(at);
  });
  const last = stopAt[stopAt.length - 1] ?? at;
  const shortfall = Math.max(0, minSpinMs - (last + timing.landing));
  return {
    stopAt: stopAt.map((time) => time + shortfall),
    settledAt: last + shortfall + timing.landing,
  };
}
