import { z } from 'zod';

/**
 * A bonus held back until its rollover is met, and how far the rollover has come. The
 * welcome offer's starts with a qualifying deposit, so does a deposit offer's; a free
 * offer's and a redeem code's (one with a wagering requirement) start when claimed, and
 * have `deposit` "0".
 */
export const rolloverBonusSchema = z.object({
  id: z.string(),
  /** What started it: the welcome offer, an offer (settings Offers tab) or a redeem code. */
  source: z.enum(['welcome', 'offer', 'code']),
  /** The offer's or the code's name; null for the welcome offer. */
  name: z.string().nullable(),
  currency: z.string(),
  deposit: z.string(),
  bonus: z.string(),
  /** Rounds played in the currency since the deposit, and the part of their stakes that counts. */
  activeRounds: z.number().int(),
  wagered: z.string(),
  wagerRequirement: z.string(),
  completed: z.boolean(),
  /** 'active' until wagered in time ('completed', bonus credited) or not ('expired'). */
  status: z.enum(['active', 'completed', 'expired']),
  expiresAt: z.string(),
});
export type RolloverBonus = z.infer<typeof rolloverBonusSchema>;
