import { sql as usersAndSessions } from './0001-users-and-sessions';

/**
 * Forward-only migrations, applied in order at start on PGlite and PostgreSQL alike.
 * Never edit one that has shipped: add the next number instead.
 */
export const migrations: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'users-and-sessions', sql: usersAndSessions },
];
