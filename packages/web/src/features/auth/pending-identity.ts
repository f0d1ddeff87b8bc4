import { useSyncExternalStore } from 'react';
import type { SignedWallet } from './injected-wallet';

/**
 * A first Google or wallet sign-in waiting for a username. Google's identity is held
 * by the server (bound to this browser by a cookie) and only its existence is noted
 * here; a wallet's is the signed message, which the register call sends again. Kept
 * in memory: a reload starts over, which costs one more click.
 */
export type PendingIdentity = { provider: 'google' } | { provider: 'ethereum'; signed: SignedWallet };

let pending: PendingIdentity | null = null;
const listeners = new Set<() => void>();

export function setPendingIdentity(next: PendingIdentity | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingIdentity(): PendingIdentity | null {
  return useSyncExternalStore(subscribe, () => pending);
}
