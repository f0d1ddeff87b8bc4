import { sql as antePlayRound } from '../functions/ante-play-round';

/**
 * ante_play_round answers, beside the balance, what the rewards after a bet need (the
 * player's xp, recorded rank and whether a rollover is open), so a single-step bet is
 * one statement and no second query. A function's answer cannot change in place: the
 * one with fewer answers is dropped first.
 */
export const sql = `
DROP FUNCTION IF EXISTS ante_play_round(uuid, uuid, text, text, numeric, numeric, numeric, numeric, uuid, integer, jsonb, jsonb, integer, text, text, text);

${antePlayRound}`;
