/**
 * An e-mail address belongs to the account that verified it. Only verified addresses
 * are unique; any number of accounts may name an address while it is unverified (so
 * nobody can hold someone else's address by typing it first), and the account that
 * verifies it takes it from the others (profile/activate-email.ts).
 */
export const sql = `
DROP INDEX users_email_key;
CREATE UNIQUE INDEX users_verified_email_key ON users (email) WHERE email_verified_at IS NOT NULL;
CREATE INDEX users_email_idx ON users (email) WHERE email IS NOT NULL;
`;
