import {
  type AdminPot,
  canonicalDecimal,
  keptShare,
  mostRewardShare,
  type PotTermsRequest,
  TOTAL_SHARE_LIMIT,
} from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../../lib/config';
import { offerProblems, type PotNames, percentText } from '../../../lib/config-offers';
import type { Db } from '../../../lib/db/database';
import { ValidationError } from '../../../lib/errors';
import type { StaffActionResult } from '../../../lib/staff-action';
import type { JackpotRuntime } from '../../jackpot/draw';
import { readPot, usdText } from '../../jackpot/pot';
import { type PotTermValues, readTerms, settingsTerms } from '../../jackpot/terms';
import { offerCostsAt } from '../../rewards/offers/create-offer';

/** The back office's names for the terms, in the messages of a refused change. */
const FIELD_NAMES: PotNames = {
  seed: 'the seed',
  cap: 'the cap',
  odds: 'the odds',
  fix: 'lower the cap or raise the odds',
};

export interface PotDeps {
  config: Config;
  jackpot: JackpotRuntime;
}

/** The terms in force and where they come from, the settings beside them, and the pot now. */
export async function viewPot(db: Db, deps: PotDeps): Promise<AdminPot> {
  const state = await readTerms(db, deps.config);
  const setBy = state.setBy
    ? ((await db.selectFrom('users').select('username').where('id', '=', state.setBy).executeTakeFirst())
        ?.username ?? null)
    : null;
  const pot = await readPot(db, deps.jackpot, state.terms);
  return {
    terms: state.terms,
    settings: settingsTerms(deps.config),
    setBy,
    setAt: state.setAt?.toISOString() ?? null,
    amountUsd: usdText(pot.amountUsd),
    rewardSharePercent: shareText(state.terms),
    shareLimitPercent: canonicalDecimal(percentText(TOTAL_SHARE_LIMIT).replace('%', '')),
    allowPlayerEdge: deps.config.jackpot.allowPlayerEdge,
  };
}

function shareText(terms: PotTermValues): string {
  return canonicalDecimal(percentText(mostRewardShare(0, { pot: terms })).replace('%', ''));
}

/**
 * Why these terms may not be put in force, if they may not: the checks the start runs
 * on the operator's settings (the seed not above the cap, every reward with the pot at
 * its cap under the share of the edge rewards are held to, the welcome offer costing the
 * player), and every offer that players can still claim costing them too under the
 * pot's new share. Rollovers under way keep the terms they began with in their maths:
 * what they pay back does not change, only the pot's own chance does.
 */
async function termsProblems(trx: Db, deps: PotDeps, terms: PotTermValues): Promise<string[]> {
  const { errors } = offerProblems(
    {
      welcomeBonus: deps.config.welcomeBonus,
      jackpot: { ...terms, allowPlayerEdge: deps.config.jackpot.allowPlayerEdge },
    },
    FIELD_NAMES,
  );
  const offers = await trx
    .selectFrom('reward_offers')
    .select(['code', 'kind', 'percent', 'rollover', 'min_rank_id'])
    .where('disabled_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .where(sql<boolean>`uses < max_uses`)
    .orderBy('code')
    .execute();
  for (const offer of offers) {
    const kept = keptShare(offer.min_rank_id, terms);
    const shape =
      offer.kind === 'deposit'
        ? { kind: 'deposit' as const, percent: offer.percent ?? 0 }
        : { kind: 'free' as const };
    if (!offerCostsAt(shape, offer.rollover, kept)) {
      errors.push(`the offer ${offer.code} would pay players on average under these terms: disable it first`);
    }
  }
  return errors;
}

/**
 * Puts terms in force, staff's or (with null) the operator's settings again, after the
 * checks. The pot's row is locked first, so two changes at once apply one after the
 * other and each audit entry's "before" is what it replaced. The pot's amount is left
 * as it is: a lower cap brings it down at the next accrual, a new seed applies from the
 * next win. Other nodes read the new terms within seconds (jackpot/terms.ts); the caller
 * reloads this node's after the commit.
 */
export async function changePotTerms(
  trx: Db,
  deps: PotDeps,
  staffId: string,
  input: PotTermsRequest | null,
): Promise<StaffActionResult<AdminPot>> {
  await sql`SELECT 1 FROM jackpot_pot WHERE id = 1 FOR UPDATE`.execute(trx);
  const before = await readTerms(trx, deps.config);
  const next: PotTermValues = input
    ? {
        enabled: input.enabled,
        seedUsd: canonicalDecimal(input.seedUsd),
        maxUsd: canonicalDecimal(input.maxUsd),
        contribution: canonicalDecimal(input.contribution),
        oddsUsd: canonicalDecimal(input.oddsUsd),
        minBetUsd: canonicalDecimal(input.minBetUsd),
      }
    : settingsTerms(deps.config);
  const problems = await termsProblems(trx, deps, next);
  if (problems.length > 0) {
    const [first, ...rest] = problems;
    const text = [first, ...rest].join('; ');
    throw new ValidationError(
      `${text.charAt(0).toUpperCase()}${text.slice(1)}.`,
      input ? 'maxUsd' : undefined,
    );
  }
  await trx
    .updateTable('jackpot_pot')
    .set(
      input
        ? {
            terms_enabled: next.enabled,
            terms_seed_usd: next.seedUsd,
            terms_max_usd: next.maxUsd,
            terms_contribution: next.contribution,
            terms_odds_usd: next.oddsUsd,
            terms_min_bet_usd: next.minBetUsd,
            terms_set_by: staffId,
            terms_set_at: sql<Date>`now()`,
          }
        : {
            terms_enabled: null,
            terms_seed_usd: null,
            terms_max_usd: null,
            terms_contribution: null,
            terms_odds_usd: null,
            terms_min_bet_usd: null,
            terms_set_by: null,
            terms_set_at: null,
          },
    )
    .where('id', '=', 1)
    .execute();
  const result = await viewPot(trx, deps);
  return {
    result,
    audit: {
      action: input ? 'pot.terms' : 'pot.terms.reset',
      target: 'global-pot',
      before: { ...before.terms, source: before.setAt ? 'staff' : 'settings' },
      after: { ...result.terms, source: input ? 'staff' : 'settings' },
    },
  };
}
