/** A fresh client seed: 16 random hex characters, from the browser's CSPRNG. */
export function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
