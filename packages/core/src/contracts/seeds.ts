import { z } from 'zod';

/** Client seeds: 1 to 64 printable characters (docs/provably-fair.md#seeds-nonce-and-rotation). */
export const clientSeedSchema = z
  .string({ error: 'The client seed must be text' })
  .trim()
  .min(1, 'The client seed must not be empty')
  .max(64, 'The client seed must be at most 64 characters')
  .regex(/^[\x20-\x7e]+$/, 'The client seed may only contain printable characters');

export const currentSeedRequestSchema = z.strictObject({ clientSeed: clientSeedSchema.optional() });
export const rotateSeedRequestSchema = z.strictObject({ clientSeed: clientSeedSchema });

/** The active pair as the player sees it: never the unrevealed server seed itself. */
export const activeSeedSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int(),
  nextServerSeedHash: z.string(),
});
export type ActiveSeed = z.infer<typeof activeSeedSchema>;

export const nextSeedResponseSchema = z.object({ nextServerSeedHash: z.string() });

export const revealedSeedSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** How many bets the pair was used for (the nonces 0 .. nonce-1). */
  nonce: z.number().int(),
  /** The pair's last bet (its game, settings and nonce), for Verify to start from; null when it made none. */
  lastBet: z.object({ game: z.string(), params: z.unknown(), nonce: z.number().int() }).nullable(),
});
export type RevealedSeed = z.infer<typeof revealedSeedSchema>;

export const rotateSeedResponseSchema = z.object({ previous: revealedSeedSchema, current: activeSeedSchema });
export type RotateSeedResponse = z.infer<typeof rotateSeedResponseSchema>;
