import { createHmac, timingSafeEqual, verify } from 'node:crypto';
import { PROVIDER_SIGNATURE_WINDOW_SECONDS, providerSignedPayload } from '@ante/core';
import type { Provider } from './providers-file';

const HEADER = /^t=(\d{1,12}),v1=([0-9a-f]{2,2048})$/;

/**
 * Whether `header` (`t=<unix seconds>,v1=<hex>`) signs `rawBody` with the provider's
 * key, at a time within PROVIDER_SIGNATURE_WINDOW_SECONDS of `nowSeconds`. The signed
 * message is `<t>.<raw body>`, the body's exact bytes, so a body re-encoded on the way
 * (spaces, key order, an escaped character) no longer verifies. HMAC signatures are
 * compared in constant time; RSA (PKCS#1 v1.5) and ECDSA (DER) are verified with the
 * provider's public key. The timestamp bounds a replay to the window, and the
 * transaction ids make a replay inside it harmless.
 */
export function signatureIsValid(
  provider: Provider,
  header: string | undefined,
  rawBody: string,
  nowSeconds: number,
): boolean {
  const match = header ? HEADER.exec(header.trim()) : null;
  if (!match) return false;
  const [, timestamp = '', hex = ''] = match;
  if (hex.length % 2 !== 0) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > PROVIDER_SIGNATURE_WINDOW_SECONDS) return false;
  const payload = Buffer.from(providerSignedPayload(timestamp, rawBody), 'utf8');
  const signature = Buffer.from(hex, 'hex');
  if (provider.scheme === 'hmac-sha256') {
    const expected = createHmac('sha256', provider.key as Buffer)
      .update(payload)
      .digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected);
  }
  try {
    return verify('sha256', payload, provider.key as Parameters<typeof verify>[2], signature);
  } catch {
    // A signature that is not even well-formed DER for the key is simply not valid.
    return false;
  }
}
