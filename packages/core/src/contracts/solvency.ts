import { z } from 'zod';

/**
 * The proof of solvency (docs/proof-of-solvency.md). Tree amounts and sums are whole
 * numbers of 10^-18 of the currency, as decimal strings; reserves and liabilities for
 * people to read are decimal strings in the currency.
 */

const hash = z.string().regex(/^[0-9a-f]{64}$/);
const whole = z.string().regex(/^(0|[1-9][0-9]*)$/);

export const solvencyNodeSchema = z.object({ hash, sum: whole });

/**
 * One network's part of a currency's reserves: the hot wallet's address and balance,
 * and the message the signer signed for it (core's reserveMessage), or why it is not
 * signed. EVM signatures are EIP-191 personal_sign, 65 bytes in hex.
 */
export const solvencyReserveAddressSchema = z.object({
  network: z.string(),
  /** Null on the simulated chain, whose reserves are a sum over many addresses. */
  address: z.string().nullable(),
  balance: z.string(),
  message: z.string().nullable(),
  signature: z.string().nullable(),
  /** Why there is no signature ("not signed: simulated chain"); null when signed. */
  unsigned: z.string().nullable(),
});
export type SolvencyReserveAddress = z.infer<typeof solvencyReserveAddressSchema>;

export const solvencyCurrencySchema = z.object({
  currency: z.string(),
  root: solvencyNodeSchema,
  /** What the players are owed in this currency: balances, vaults and withdrawals not yet sent. */
  liabilities: z.string(),
  /** The casino's own coins read from the chains at the snapshot; null where no chain says. */
  reserves: z.string().nullable(),
  /** Where the reserves came from: the real chains, the simulated one, or nowhere. */
  reservesSource: z.enum(['chain', 'simulated', 'unknown']),
  /** The reserves by network, each with its proof of control where the chain can sign. */
  reserveAddresses: z.array(solvencyReserveAddressSchema),
  /** reserves / liabilities to two decimals ("1.04"); null without reserves. */
  ratio: z.string().nullable(),
  leaves: z.number().int(),
});

export const solvencySnapshotSchema = z.object({
  id: z.string(),
  takenAt: z.string(),
  currencies: z.array(solvencyCurrencySchema),
});
export type SolvencySnapshot = z.infer<typeof solvencySnapshotSchema>;

/** GET /solvency: the latest snapshot and the earlier ones, newest first. */
export const solvencyResponseSchema = z.object({
  snapshot: solvencySnapshotSchema.nullable(),
  history: z.array(z.object({ id: z.string(), takenAt: z.string() })),
});
export type SolvencyResponse = z.infer<typeof solvencyResponseSchema>;

export const solvencySnapshotParamsSchema = z.strictObject({
  snapshotId: z.uuid({ error: 'snapshotId is not a snapshot id' }),
});

export const solvencyProofQuerySchema = z.strictObject({
  snapshot: z.uuid({ error: 'snapshot is not a snapshot id' }).optional(),
});

export const solvencyPathStepSchema = z.object({ side: z.enum(['left', 'right']), hash, sum: whole });

/**
 * A player's inclusion proof: for each currency they were owed, their leaves (each with
 * its salt, amount and position) and each leaf's path up to the published root.
 * Everything the command-line verifier and the page need, and nothing more.
 */
export const solvencyProofSchema = z.object({
  format: z.literal('ante-solvency-proof/1'),
  snapshotId: z.string(),
  takenAt: z.string(),
  playerId: z.string(),
  currencies: z.array(
    z.object({
      currency: z.string(),
      root: solvencyNodeSchema,
      /** The player's amount: the sum of their leaves, in the currency. */
      amount: z.string(),
      leaves: z.array(
        z.object({
          position: z.number().int(),
          salt: hash,
          amount: whole,
          path: z.array(solvencyPathStepSchema),
        }),
      ),
    }),
  ),
});
export type SolvencyProof = z.infer<typeof solvencyProofSchema>;

/** POST /admin/solvency/snapshot takes no input. */
export const solvencyTakeRequestSchema = z.strictObject({}).nullish();

export const solvencyTakeResponseSchema = z.object({ snapshot: solvencySnapshotSchema });
