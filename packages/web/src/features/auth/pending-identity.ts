import { createStore, useStore } from '../../lib/store';
import type { SignedWallet } from './injected-wallet';

/**
 * A Google or wallet sign-in waiting for one more step: a username (a first sign-in),
 * or the two-factor code (an account with two-factor on). Google's identity is held
 * by the server (bound to this browser by a cookie) and only its existence is noted
 * here; a wallet's is the signed message, which the next call sends again. Kept in
 * memory: a reload starts over, which costs one more click.
 */
export type PendingIdentity = { provider: 'google' } | { provider: 'ethereum'; signed: SignedWallet };

/** What the pending sign-in still needs. */
export type PendingStep = 'username' | 'totpCode';
export type PendingSignIn = PendingIdentity & { needs: PendingStep };

const pendingStore = createStore<PendingSignIn | null>(null);

export function setPendingIdentity(next: PendingSignIn | null): void {
  pendingStore.set(next);
}

export function usePendingIdentity(): PendingSignIn | null {
  return useStore(pendingStore);
}
