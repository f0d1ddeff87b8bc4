import { sql } from 'kysely';

/**
 * A player is online when seen (a request with their session) within this window, and
 * away otherwise: friends' presence and the e-mails sent to players who are away read it.
 */
export const ONLINE_WINDOW = sql`interval '5 minutes'`;
