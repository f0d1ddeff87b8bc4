/**
 * A player's open rounds, whatever their game or provider: seed rotation refuses while
 * one is open and rakeback leaves their stakes out. Without this index both read every
 * round the player has ever played (rounds_user_idx) to find the few still open, so
 * they slow down as the player's history grows. Open rounds are few, so it stays small.
 */
export const sql = `
CREATE INDEX rounds_active_user_idx ON rounds (user_id) WHERE status = 'active';
`;
