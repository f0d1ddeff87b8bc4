import {
  compareRatios,
  offerCostsThePlayer,
  offerWorthPerDeposit,
  otherReturnBound,
  parseAmount,
  potReturnBound,
  ratioText,
  SMALLEST_HOUSE_EDGE,
} from '@ante/core';

export interface OfferSettings {
  welcomeBonus: { percent: number; rollover: number };
  jackpot: { enabled: boolean; seedUsd: string; maxUsd: string; oddsUsd: string; allowPlayerEdge: boolean };
}

const percentText = (value: Parameters<typeof ratioText>[0]) =>
  `${ratioText({ n: value.n * 100n, d: value.d }, 3)}%`;

/**
 * The start's check of the two offers that give money back on stakes (README, "Welcome
 * offer" and "Global pot"). Errors stop the start; warnings are logged.
 *
 * - The pot returns up to its cap over its odds on every dollar staked. Above the
 *   smallest house edge of the games that feed it, play becomes favourable to players,
 *   so that is refused unless the operator says they mean it (JACKPOT_ALLOW_PLAYER_EDGE,
 *   then a warning).
 * - The welcome offer must cost the player on average in every game, with the pot at
 *   its cap and every level-up bonus paid (core rollover/offer-value.ts); there is no
 *   way around that one.
 */
export function offerProblems(settings: OfferSettings): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const { jackpot, welcomeBonus } = settings;
  if (parseAmount(jackpot.seedUsd) > parseAmount(jackpot.maxUsd)) {
    errors.push(
      `JACKPOT_SEED_USD (${jackpot.seedUsd}) must not be above JACKPOT_MAX_USD (${jackpot.maxUsd})`,
    );
  }
  const potReturn = potReturnBound(jackpot);
  if (jackpot.enabled && compareRatios(potReturn, SMALLEST_HOUSE_EDGE) >= 0) {
    const problem =
      `the pot at JACKPOT_MAX_USD (${jackpot.maxUsd}) over JACKPOT_ODDS (${jackpot.oddsUsd}) gives back ` +
      `${percentText(potReturn)} of every stake, at least the smallest house edge (${percentText(SMALLEST_HOUSE_EDGE)}): ` +
      'play would be favourable to players';
    if (jackpot.allowPlayerEdge) warnings.push(`${problem} (allowed by JACKPOT_ALLOW_PLAYER_EDGE)`);
    else
      errors.push(
        `${problem}; lower the cap, raise the odds, or set JACKPOT_ALLOW_PLAYER_EDGE=true if you mean it`,
      );
  }
  const otherReturn = otherReturnBound(potReturn);
  if (!offerCostsThePlayer(welcomeBonus, otherReturn)) {
    const worth = offerWorthPerDeposit(welcomeBonus, otherReturn);
    let needed = welcomeBonus.rollover;
    while (needed <= 1000 && !offerCostsThePlayer({ ...welcomeBonus, rollover: needed }, otherReturn))
      needed += 1;
    errors.push(
      `WELCOME_BONUS_PERCENT=${welcomeBonus.percent} with WELCOME_BONUS_ROLLOVER=${welcomeBonus.rollover} pays players ` +
        `on average (up to ${ratioText(worth, 4)} per unit deposited, with the pot at its cap); ` +
        (needed <= 1000
          ? `it needs a rollover of at least ${needed}, or a lower percent`
          : 'no rollover makes it cost the player: lower the pot cap or the percent'),
    );
  }
  return { errors, warnings };
}
