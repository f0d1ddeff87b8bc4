import { z } from 'zod';
import { type Ratio, ratio } from '../rollover/ratio';

/**
 * What the casino records as the `params` of a game provider's round: which provider
 * played it, and the RTP the catalogue published for the game when the round opened.
 * The casino writes these itself (a provider never sends them), so every reward, the
 * pot and the wagering count read the house edge of a provider's round from the same
 * published figure the player saw, fixed for the round's life even if the operator
 * changes the catalogue later.
 */
export const providerRoundParamsSchema = z.strictObject({
  providerId: z.string().min(1).max(64),
  rtp: z.string().regex(/^\d{1,3}(\.\d{1,4})?$/),
});
export type ProviderRoundParams = z.infer<typeof providerRoundParamsSchema>;

/** `rtp` ("96.00", in percent) as the exact house edge 1 - rtp / 100, or null past 100%. */
export function edgeFromRtp(rtp: string): Ratio | null {
  const [whole = '0', fraction = ''] = rtp.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const percentScaled = BigInt(whole) * scale + BigInt(fraction || '0');
  const edge = ratio(100n * scale - percentScaled, 100n * scale);
  return edge.n >= 0n ? edge : null;
}
