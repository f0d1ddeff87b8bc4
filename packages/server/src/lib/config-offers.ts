import {
  compareRatios,
  keptShare,
  mostRewardShare,
  offerCostsThePlayer,
  offerWorthPerDeposit,
  parseAmount,
  ratioText,
  TOTAL_SHARE_LIMIT,
} from '@ante/core';

export interface OfferSettings {
  welcomeBonus: { percent: number; rollover: number };
  jackpot: { enabled: boolean; seedUsd: string; maxUsd: string; oddsUsd: string; allowPlayerEdge: boolean };
}

/** What the messages call the pot's terms: the settings at start, the fields in the back office. */
export interface PotNames {
  seed: string;
  cap: string;
  odds: string;
  /** How to bring the pot's share of the edge back under the limit. */
  fix: string;
}

const SETTING_NAMES: PotNames = {
  seed: 'JACKPOT_SEED_USD',
  cap: 'JACKPOT_MAX_USD',
  odds: 'JACKPOT_ODDS',
  fix: 'lower the cap, raise the odds, or set JACKPOT_ALLOW_PLAYER_EDGE=true if you mean it',
};

export const percentText = (value: Parameters<typeof ratioText>[0]) =>
  `${ratioText({ n: value.n * 100n, d: value.d }, 3)}%`;

/**
 * The start's check of the two offers that give money back on stakes (README, "Welcome
 * offer" and "Global pot"). Errors stop the start; warnings are logged.
 *
 * - Every reward is a share of the house edge on the stake that earns it (core
 *   loyalty/reward-shares.ts), the pot included: at its cap it gives back cap / (odds
 *   x 1%) of the edge. With it, a total at or past TOTAL_SHARE_LIMIT of the edge at any
 *   rank leaves the house too little, so that is refused unless the operator says they
 *   mean it (JACKPOT_ALLOW_PLAYER_EDGE, then a warning).
 * - The welcome offer must cost the player on average in every game, counting every
 *   reward a player keeps earning while its rollover runs, at any rank (core
 *   rollover/offer-value.ts); there is no way around that one.
 */
export function offerProblems(
  settings: OfferSettings,
  names: PotNames = SETTING_NAMES,
): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const { jackpot, welcomeBonus } = settings;
  if (parseAmount(jackpot.seedUsd) > parseAmount(jackpot.maxUsd)) {
    errors.push(`${names.seed} (${jackpot.seedUsd}) must not be above ${names.cap} (${jackpot.maxUsd})`);
  }
  const total = mostRewardShare(0, { pot: jackpot });
  if (jackpot.enabled && compareRatios(total, TOTAL_SHARE_LIMIT) >= 0) {
    const problem =
      `the pot at ${names.cap} (${jackpot.maxUsd}) with ${names.odds} (${jackpot.oddsUsd}) brings the rewards to ` +
      `${percentText(total)} of the house edge, at least the ${percentText(TOTAL_SHARE_LIMIT)} they are held under`;
    if (jackpot.allowPlayerEdge) warnings.push(`${problem} (allowed by JACKPOT_ALLOW_PLAYER_EDGE)`);
    else errors.push(`${problem}; ${names.fix}`);
  }
  const kept = keptShare(0, jackpot);
  if (!offerCostsThePlayer(welcomeBonus, kept)) {
    const worth = offerWorthPerDeposit(welcomeBonus, kept);
    let needed = welcomeBonus.rollover;
    while (needed <= 1000 && !offerCostsThePlayer({ ...welcomeBonus, rollover: needed }, kept)) needed += 1;
    errors.push(
      `WELCOME_BONUS_PERCENT=${welcomeBonus.percent} with WELCOME_BONUS_ROLLOVER=${welcomeBonus.rollover} pays players ` +
        `on average (up to ${ratioText(worth, 4)} per unit deposited, counting every reward earned meanwhile); ` +
        (needed <= 1000
          ? `it needs a rollover of at least ${needed}, or a lower percent`
          : 'no rollover makes it cost the player: lower the pot cap or the percent'),
    );
  }
  return { errors, warnings };
}
