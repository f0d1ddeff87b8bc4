import {
  type Atoms,
  fromDecimalString,
  type Game,
  largestStake,
  type Multiplier,
  originalGame,
  profitRule,
  type SiteConfig,
  toDecimalString,
} from '@ante/core';
import { useCurrentUser } from '../../lib/current-user';
import { useSiteConfig } from '../../lib/site-config';
import { useRates } from '../../lib/wallet/use-wallet';

/** The game's own maximum bet or the site's, whichever is lower: the largest bet the server takes. */
export function maxBetUsdOf(
  game: Pick<Game, 'maxBetUsd'>,
  limits: SiteConfig['betLimits'] | undefined,
): string {
  if (!limits) return game.maxBetUsd;
  const own = fromDecimalString(game.maxBetUsd);
  const site = fromDecimalString(limits.maxBetUsd);
  if (site < own) return toDecimalString(site);
  return game.maxBetUsd;
}

/**
 * The best multiplier of a game whose bets are refused above the maximum profit, for
 * these params; null for a game capped at the maximum profit instead (or params the
 * game's schema refuses, which the server will answer for itself).
 */
function refusedAbove(slug: string, params: unknown): Multiplier | null {
  const definition = originalGame(slug);
  if (!definition || profitRule(definition) === 'cap') return null;
  const parsed = definition.paramsSchema.safeParse(params);
  return parsed.success ? definition.maxMultiplier(parsed.data) : null;
}

/**
 * The largest stake the server takes for this game and params, in atoms of `currency`
 * (see core games/limits.ts), or null until the limits and the price are known.
 */
export function useLargestStake(game: Game, params: unknown, currency: string): Atoms | null {
  const { user } = useCurrentUser();
  const limits = useSiteConfig().data?.betLimits;
  const usdRate = useRates('USD', user !== null).data?.rates[currency];
  if (!limits || usdRate === undefined) return null;
  return largestStake({
    maxBetUsd: maxBetUsdOf(game, limits),
    maxProfitUsd: limits.maxProfitUsd,
    usdRate,
    maxMultiplier: refusedAbove(game.slug, params),
  });
}
