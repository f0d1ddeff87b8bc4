import { z } from 'zod';

/** One currency's rakeback as a claim paid it: the amount, its USD value then, and the new balance. */
export const rakebackPaymentSchema = z.object({
  currency: z.string(),
  amount: z.string(),
  usd: z.string(),
  balance: z.string(),
});
export type RakebackPayment = z.infer<typeof rakebackPaymentSchema>;

/** POST /rewards/claim/rakeback: takes no fields; `{}` or no body at all (which Fastify reads as null). */
export const rakebackClaimSchema = z.strictObject({}).nullish();

/** What a rakeback claim paid, per currency, and the USD value of it all. */
export const rakebackClaimResponseSchema = z.object({
  payments: z.array(rakebackPaymentSchema),
  usd: z.string(),
});
export type RakebackClaimResponse = z.infer<typeof rakebackClaimResponseSchema>;
