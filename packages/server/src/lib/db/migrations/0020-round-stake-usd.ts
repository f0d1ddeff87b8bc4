import { sql as anteRoundXp } from '../functions/ante-round-xp';

/**
 * A round's total stake in USD, `stake_usd`: the base wager's value at bet time plus
 * every stake an action added (double, split, insurance), valued at the base stake's
 * rate (`ante_round_usd` of migration 0015). It is a generated column, so the database
 * keeps it in step with `extra_stake` in the very statement, and transaction, that
 * adds a stake; no code path can forget it. Loyalty xp, competition standings, the
 * global pot and the high-rollers feed all read it, so they count the same total.
 *
 * The pot now counts a round when it settles (`finished_at`), with its whole stake,
 * instead of when it started with its base stake only: a double made after the
 * accrual had passed the round's start would otherwise never reach the pot. A
 * multi-step round open during this upgrade has had its base counted already and
 * counts once more, whole, when it ends: at most a few open rounds' base stakes
 * times the contribution rate, once.
 */
export const sql = `
ALTER TABLE rounds ADD COLUMN stake_usd numeric(38, 18)
  GENERATED ALWAYS AS (ante_round_usd(amount, extra_stake, wager_usd)) STORED;

CREATE INDEX rounds_finished_idx ON rounds (finished_at) WHERE finished_at IS NOT NULL;

${anteRoundXp}`;
