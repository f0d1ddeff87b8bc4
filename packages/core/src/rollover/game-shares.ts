import { TOWER_DIFFICULTIES } from '../games/multi-step/take-the-crown';
import { KENO_RISKS } from '../games/single-step/keno';
import { PLINKO_RISKS } from '../games/single-step/plinko';
import { WHEEL_RISKS, WHEEL_SEGMENTS } from '../games/single-step/wheel';
import { type CountingTerms, rolloverWeight } from './rollover-weight';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * For the offer's terms: settings of each house game among which are its longest odds
 * (every table, for the games with tables), so the largest share over them is what the
 * game's stakes count at best.
 */
const SETTINGS: Record<string, readonly unknown[]> = {
  dice: [{ condition: 'under', target: 49.5 }],
  limbo: [{ target: 2 }, { target: 10 }],
  plinko: range(8, 16).flatMap((rows) => PLINKO_RISKS.map((risk) => ({ rows, risk }))),
  keno: range(1, 10).flatMap((count) => KENO_RISKS.map((risk) => ({ picks: range(1, count), risk }))),
  wheel: WHEEL_SEGMENTS.flatMap((segments) => WHEEL_RISKS.map((risk) => ({ segments, risk }))),
  roulette: [{ chips: [{ bet: 'straight:17', amount: '1' }] }, { chips: [{ bet: 'red', amount: '1' }] }],
  baccarat: [{ player: '1' }, { tie: '1' }],
  mines: range(1, 24).map((mines) => ({ mines })),
  takethecrown: Object.keys(TOWER_DIFFICULTIES).map((difficulty) => ({ difficulty })),
  topdollar: [{}],
  blackjack: [{}],
};

/** Each house game with the largest share (millionths) its stakes can count, in lobby order. */
export function bestShares(terms: CountingTerms): { game: string; share: bigint }[] {
  return Object.entries(SETTINGS).map(([game, settings]) => ({
    game,
    share: settings.reduce<bigint>((best, params) => {
      const share = rolloverWeight(game, params, terms);
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
