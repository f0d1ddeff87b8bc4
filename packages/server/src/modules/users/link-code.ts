import { createHash, randomBytes } from 'node:crypto';

/**
 * The code a mailed link carries (e-mail activation, password reset, a break): 32
 * random bytes as hex. Only its SHA-256 is stored, so the table alone opens nothing.
 */
export function newLinkCode(): string {
  return randomBytes(32).toString('hex');
}

/** The stored form of a link's code. */
export function hashLinkCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
