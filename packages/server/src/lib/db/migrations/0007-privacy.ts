/**
 * A player can play privately (POST /rewards/stats/privacy; docs/privacy.md): their
 * name is then hidden in the public bet feeds, past rounds included, since the feeds
 * read it at the time they are shown.
 */
export const sql = `
ALTER TABLE users ADD COLUMN private boolean NOT NULL DEFAULT false;
`;
