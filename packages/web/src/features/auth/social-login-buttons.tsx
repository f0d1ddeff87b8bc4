import type { User } from '@ante/core';
import { Button, Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { useSiteConfig } from '../../lib/site-config';
import { FormAlert } from '../../ui/form/form-alert';
import { WalletIcon } from '../../ui/icons';
import { signInWithWallet, useInjectedWallet } from './injected-wallet';
import type { PendingSignIn } from './pending-identity';
import { fetchGoogleAuthUrl } from './social-login-api';

/** A wallet's refusal (EIP-1193 code 4001) is the player's choice, not an error to explain. */
function walletMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 4001) return 'The request was cancelled in your wallet.';
  return 'Your wallet could not sign in. Please try again.';
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" width={18} height={18} viewBox="0 0 48 48">
      <path
        fill="var(--google-red)"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="var(--google-blue)"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="var(--google-yellow)"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.9-6.2z"
      />
      <path
        fill="var(--google-green)"
        d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.2C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

type SocialLoginButtonsProps = {
  onSignedIn: (user: User) => void;
  /** The wallet signed but needs a step more (a username, or the two-factor code), which takes over. */
  onNextStep: (pending: PendingSignIn) => void;
};

/**
 * Google and MetaMask, under the password form. Google shows only where the operator
 * configured it (site config), MetaMask only where the browser has a wallet.
 */
export function SocialLoginButtons({ onSignedIn, onNextStep }: SocialLoginButtonsProps) {
  const google = useSiteConfig().data?.googleLogin ?? false;
  const wallet = useInjectedWallet();
  const [busy, setBusy] = useState<'google' | 'wallet' | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!google && !wallet) return null;

  const handleGoogle = async () => {
    setBusy('google');
    setError(null);
    try {
      window.location.assign(await fetchGoogleAuthUrl());
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'Google sign-in could not start. Please try again.');
      setBusy(null);
    }
  };

  const handleWallet = async () => {
    if (!wallet) return;
    setBusy('wallet');
    setError(null);
    try {
      const answer = await signInWithWallet(wallet);
      if ('user' in answer) onSignedIn(answer.user);
      else onNextStep({ provider: 'ethereum', ...answer });
    } catch (failure) {
      setError(walletMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm" mt="md">
      <Divider label="or" labelPosition="center" />
      {google && (
        <Button
          variant="default"
          size="md"
          fullWidth
          leftSection={<GoogleMark />}
          loading={busy === 'google'}
          disabled={busy === 'wallet'}
          onClick={handleGoogle}
        >
          Continue with Google
        </Button>
      )}
      {wallet && (
        <Button
          variant="default"
          size="md"
          fullWidth
          leftSection={<WalletIcon size={18} />}
          loading={busy === 'wallet'}
          disabled={busy === 'google'}
          onClick={handleWallet}
        >
          Continue with MetaMask
        </Button>
      )}
      <FormAlert>{error}</FormAlert>
    </Stack>
  );
}
