import {
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  type DiceCondition,
  type DiceParams,
  diceMultiplier,
  diceWinningRolls,
  formatMultiplier,
} from '@ante/core';

/**
 * The dice board's three linked figures, all derived from core's own rules so they
 * match what the server pays: targets and chances are whole hundredths (of a point,
 * of a percent), and the multiplier is core's `99 / chance` in fixed point.
 */
export const DEFAULT_DICE_PARAMS: DiceParams = { condition: 'over', target: 50.5 };

/** Targets in hundredths that leave a win chance core allows (0.01% to 98%). */
export function targetRange(condition: DiceCondition): { min: number; max: number } {
  return condition === 'under'
    ? { min: DICE_MIN_CHANCE, max: DICE_MAX_CHANCE }
    : { min: 10_000 - DICE_MAX_CHANCE, max: 10_000 - DICE_MIN_CHANCE };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A target in hundredths, kept inside the allowed range for the condition. */
export function paramsFromTarget(condition: DiceCondition, hundredths: number): DiceParams {
  const { min, max } = targetRange(condition);
  return { condition, target: clamp(Math.round(hundredths), min, max) / 100 };
}

/** Win chance in hundredths of a percent (4950 = 49.50%). */
export function chanceHundredths({ condition, target }: DiceParams): number {
  return diceWinningRolls(condition, target);
}

/** The target that gives a win chance (in percent), within the allowed range. */
export function paramsFromChance(condition: DiceCondition, chancePercent: number): DiceParams {
  const chance = clamp(Math.round(chancePercent * 100), DICE_MIN_CHANCE, DICE_MAX_CHANCE);
  return paramsFromTarget(condition, condition === 'under' ? chance : 10_000 - chance);
}

/** The target whose multiplier is nearest `multiplier` (chance = 99 / multiplier). */
export function paramsFromMultiplier(condition: DiceCondition, multiplier: number): DiceParams {
  if (!Number.isFinite(multiplier) || multiplier <= 0) return paramsFromChance(condition, 98);
  return paramsFromChance(condition, 99 / multiplier);
}

/** Over becomes under on the same win chance (target t becomes 100 - t). */
export function flipCondition({ condition, target }: DiceParams): DiceParams {
  const hundredths = Math.round(target * 100);
  return paramsFromTarget(condition === 'over' ? 'under' : 'over', 10_000 - hundredths);
}

/** "2.0000": core's exact multiplier, four decimals, truncated. */
export function multiplierText(params: DiceParams): string {
  const [whole = '0', fraction = ''] = formatMultiplier(
    diceMultiplier(params.condition, params.target),
  ).split('.');
  return `${whole}.${fraction.padEnd(4, '0').slice(0, 4)}`;
}

/** "49.50" */
export function chanceText(params: DiceParams): string {
  return (chanceHundredths(params) / 100).toFixed(2);
}
