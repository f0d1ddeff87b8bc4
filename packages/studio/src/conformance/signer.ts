import { createHmac, createPrivateKey, sign } from 'node:crypto';
import { providerSignedPayload } from '@ante/core';
import type { Signer } from './run-conformance';

export const SCHEMES = ['hmac-sha256', 'rsa-sha256', 'ecdsa-sha256'] as const;
export type Scheme = (typeof SCHEMES)[number];

/**
 * The X-Signature a provider of `scheme` sends: HMAC-SHA256 with the shared secret
 * (as UTF-8), or an RSA (PKCS#1 v1.5) or ECDSA (DER) signature with the provider's
 * PEM private key, each over `<t>.<raw body>` and written in hex.
 */
export function signerFor(scheme: Scheme, key: string): Signer {
  if (scheme === 'hmac-sha256') {
    return (raw, timestamp) =>
      `t=${timestamp},v1=${createHmac('sha256', key).update(providerSignedPayload(timestamp, raw)).digest('hex')}`;
  }
  const privateKey = createPrivateKey(key);
  return (raw, timestamp) =>
    `t=${timestamp},v1=${sign('sha256', Buffer.from(providerSignedPayload(timestamp, raw)), privateKey).toString('hex')}`;
}
