import type { ShowDocument } from './document';
import { createHashChain } from './hash-chain';

/**
 * What the show's tests share. It lives outside the test files because importing a
 * test file runs its suite again inside the importer's.
 */

/** The worked example of docs/studio-show.md: a chain of 200 rounds from this last seed, and a public salt. */
export const EXAMPLE_LAST_SEED = '5b0d2e6f9a1c3b7d8e4f6a2c1d9b3e5f7a8c0d2e4f6b8a1c3d5e7f9b0a2c4e6d';
export const EXAMPLE_ROUNDS = 200;
export const EXAMPLE_SALT = 'forge-wheel:0000000000000000000180e1a3f0c1a7';
export const EXAMPLE_CHAIN = createHashChain(EXAMPLE_LAST_SEED, EXAMPLE_ROUNDS);
/** Round 21 lands on Ember Pick with the booster on another spot; round 54 is a boosted number. */
export const EXAMPLE_ROUND = 21;
export const EXAMPLE_BOOSTED_ROUND = 54;

/** A deep copy of a document to change in a test, so the shared one stays as published (a document is plain JSON). */
export function variant(document: ShowDocument, change: (copy: ShowDocument) => void): ShowDocument {
  const copy = JSON.parse(JSON.stringify(document)) as ShowDocument;
  change(copy);
  return copy;
}
