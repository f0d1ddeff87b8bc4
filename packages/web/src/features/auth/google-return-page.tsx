import { ErrorCode } from '@ante/core';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api';
import { useSetCurrentUser } from '../../lib/current-user';
import { notifyError, notifySuccess } from '../../lib/notify';
import { setPendingIdentity } from './pending-identity';
import { loginWithGoogle } from './social-login-api';

/**
 * `/login/google`: where Google sends the player back. It posts what Google appended
 * (the code as `token`, the state, the issuer) once, then leaves for the home page
 * with the address replaced, so neither a reload nor Back sends the code again. A
 * first sign-in opens the username step in the Auth dialog, and an account with
 * two-factor on its code step (the server holds the Google sign-in meanwhile).
 */
export function GoogleReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setUser = useSetCurrentUser();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const token = params.get('code');
    const state = params.get('state');
    const iss = params.get('iss');
    // Where to go next: home, or the username step (a `?modal=` deep link) for a new account.
    const finish = async (): Promise<string> => {
      if (!token || !state) {
        notifyError(new Error('Google sign-in was cancelled.'));
        return '/';
      }
      try {
        const answer = await loginWithGoogle({ token, state, ...(iss ? { iss } : {}) });
        if ('user' in answer) {
          setUser(answer.user);
          notifySuccess('Welcome back', `You are signed in as ${answer.user.username}.`);
          return '/';
        }
        setPendingIdentity({ provider: 'google', needs: 'username' });
        return '/?modal=register';
      } catch (error) {
        if (isApiError(error, ErrorCode.TotpRequired)) {
          setPendingIdentity({ provider: 'google', needs: 'totpCode' });
          return '/?modal=login';
        }
        notifyError(error);
        return '/?modal=login';
      }
    };
    void finish().then((next) => navigate(next, { replace: true }));
  }, [params, navigate, setUser]);

  return (
    <Center mih={240}>
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">Signing you in with Google…</Text>
      </Stack>
    </Center>
  );
}
