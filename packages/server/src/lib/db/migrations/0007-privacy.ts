/**
 * A player can play privately (spec section 7, POST /rewards/stats/privacy): their
 * name is then hidden in the public bet feeds, past rounds included, since the feeds
 * read it at the time they are shown.
 */
export const sql = `
ALTER TABLE users ADD COLUMN private boolean NOT NULL DEFAULT false;
`;
