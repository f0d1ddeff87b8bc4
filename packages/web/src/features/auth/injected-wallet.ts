import { ErrorCode, type User, type WalletSignature } from '@ante/core';
import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api';
import type { PendingStep } from './pending-identity';
import { fetchWalletMessage, loginWithWallet } from './social-login-api';

/** The EIP-1193 provider a wallet extension such as MetaMask puts on `window.ethereum`. */
export interface InjectedWallet {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

declare global {
  interface Window {
    ethereum?: InjectedWallet;
  }
}

function injectedWallet(): InjectedWallet | null {
  const wallet = typeof window === 'undefined' ? undefined : window.ethereum;
  return wallet && typeof wallet.request === 'function' ? wallet : null;
}

/**
 * The browser's wallet, or null without one. Extensions inject theirs as the page
 * loads, sometimes just after the app starts, and announce it with
 * `ethereum#initialized`, which is listened for.
 */
export function useInjectedWallet(): InjectedWallet | null {
  const [wallet, setWallet] = useState(injectedWallet);
  useEffect(() => {
    if (wallet) return;
    const handleInitialized = () => setWallet(injectedWallet());
    window.addEventListener('ethereum#initialized', handleInitialized, { once: true });
    return () => window.removeEventListener('ethereum#initialized', handleInitialized);
  }, [wallet]);
  return wallet;
}

/** `personal_sign` takes the message as hex of its UTF-8 bytes. */
function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** A wallet that signed the sign-in message but has no account yet: its signature registers it. */
export type SignedWallet = Required<WalletSignature>;

/**
 * Signs in with the wallet (Sign-In with Ethereum): asks it for its account, fetches
 * the server's message for that address, has the wallet sign it (`personal_sign`),
 * and sends the signature. Answers the user, or the signed message and what it still
 * needs: a username when the address has no account yet, the two-factor code when its
 * account has two-factor on (the server keeps the message unused for the resend).
 */
export async function signInWithWallet(
  wallet: InjectedWallet,
): Promise<{ user: User } | { signed: SignedWallet; needs: PendingStep }> {
  const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
  const address = accounts[0];
  if (!address) throw new Error('The wallet shared no account.');
  const { message } = await fetchWalletMessage(address);
  const signature = (await wallet.request({
    method: 'personal_sign',
    params: [utf8Hex(message), address],
  })) as string;
  const signed = { address, signature, message };
  try {
    const answer = await loginWithWallet(signed);
    return 'user' in answer ? { user: answer.user } : { signed, needs: 'username' };
  } catch (error) {
    if (isApiError(error, ErrorCode.TotpRequired)) return { signed, needs: 'totpCode' };
    throw error;
  }
}
