import { clientSeedSchema } from '@ante/core';

/** A fresh client seed: 16 random hex characters, from the browser's CSPRNG. */
export function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Null when the server would take this client seed, else why not (a sentence for under the input). */
export function clientSeedError(value: string): string | null {
  const parsed = clientSeedSchema.safeParse(value);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message ?? 'This client seed is not valid';
  return message.replace(/^clientSeed/, 'The client seed');
}
