import { z } from 'zod';

/**
 * The name of a redeem code or an offer, as players type it: 3 to 32 letters, digits,
 * `_` or `-`, compared without regard to case.
 */
export const redeemCodeSchema = z
  .string({ error: 'code is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, 'code must be 3 to 32 letters, digits, - or _');
