import { ORIGINAL_GAMES } from '../games/registry';
import { rolloverWeight } from './rollover-weight';

/**
 * Each house game with the largest share (millionths) its stakes can count, in lobby
 * order: the largest over the game's `settings`, among which are its longest odds.
 */
export function bestShares(): { game: string; share: bigint }[] {
  return ORIGINAL_GAMES.map(({ slug, settings }) => ({
    game: slug,
    share: settings.reduce<bigint>((best, params) => {
      const share = rolloverWeight(slug, params);
      // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.max does not take
      return share > best ? share : best;
    }, 0n),
  }));
}

/** A share in millionths as a percent for people ("100", "50", "11.53"), rounded down to hundredths. */
export function sharePercent(share: bigint): string {
  const hundredths = share / 100n;
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}
