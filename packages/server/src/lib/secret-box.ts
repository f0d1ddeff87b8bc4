import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Small secrets kept at rest under the server's SECRET_KEY (lib/secret-key.ts):
 * AES-256-GCM with a fresh 12-byte nonce per value, stored as
 * `v1.<nonce>.<ciphertext>.<tag>` in base64url. The version prefix lets a later
 * format or key rotation read old values. `context` is bound in as associated data
 * (the owner's id, say), so a value copied to another row does not open there.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  return {
    seal(plain, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, context) {
      const [version, nonce, body, tag] = sealed.split('.');
      if (version !== VERSION || nonce === undefined || body === undefined || tag === undefined) {
        throw new Error(`sealed value has an unknown format (${version})`);
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
