/**
 * Rounds had two indexes on (game, created_at), one of them descending: a B-tree is
 * read in either direction, so one serves every query of both (the competitions'
 * windows and the game pages' lists), and each bet now writes one index entry fewer.
 */
export const sql = `
DROP INDEX IF EXISTS rounds_game_created_idx;
`;
