/**
 * How many times in a row code entry has locked since the last right code
 * (`user_totp.locks`), so each lock lasts twice as long as the one before
 * (auth/totp/check-totp-code.ts): a guesser who waits out every lock is held to a few
 * guesses a day, where a fixed lock would allow hundreds.
 */
export const sql = `
ALTER TABLE user_totp ADD COLUMN locks integer NOT NULL DEFAULT 0;
`;
