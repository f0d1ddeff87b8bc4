import { transferCodeCheck } from '../transfer-codes';

/**
 * A rank's level-up bonus gets its own transfer code, `level_up_bonus`: it was booked
 * under `bonus`, the welcome bonus's code, so the player's history could not tell the
 * two apart and called both "Welcome bonus". Level-up payments already written are
 * given the new code too (their reference names them, `level_up:<user>:<rank>`): the
 * change says why the money moved, never how much or between whom, so every balance
 * stays as it was.
 */
export const sql = `
${transferCodeCheck()}
UPDATE transfers SET code = 'level_up_bonus' WHERE code = 'bonus' AND reference LIKE 'level\\_up:%';
`;
