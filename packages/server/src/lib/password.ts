import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id (the library's default algorithm) with the OWASP-recommended cost:
 * 19 MiB of memory, 2 passes, 1 lane. Tests assert the `$argon2id$` prefix.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for an account without a password (made through Google or a wallet): no password opens it. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when a login names no account, so
 * that "no such user" takes as long as "wrong password" and timing reveals nothing.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await decoyHash, password);
}
