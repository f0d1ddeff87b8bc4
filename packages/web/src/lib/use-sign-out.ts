import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logoutUser, useSetCurrentUser } from './current-user';

/**
 * Sign-out (docs/product.md#how-things-change): whether the server call succeeds or fails, the player is signed
 * out here and sent home. Handling the error itself also keeps the global error
 * toast away, since there is nothing for the player to retry.
 *
 * The player is cleared only once home is on screen. A navigation renders later than
 * the player's change (react-router runs it as a transition), so clearing first would
 * show the current page logged out for a moment: a players-only page (settings) would
 * then ask to log in, and its login link would win over the way home.
 */
let signingOut = false;

/**
 * Whether this page is signing its player out. The server tells the page's socket
 * that its session ended, as it tells every socket of an ended session; the page must
 * not take its own sign-out for a session ended elsewhere and clear the player before
 * home is on screen.
 */
export function isSigningOut(): boolean {
  return signingOut;
}

export function useSignOut() {
  const setUser = useSetCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!leaving || pathname !== '/') return;
    setLeaving(false);
    setUser(null);
    signingOut = false;
  }, [leaving, pathname, setUser]);

  const handleSettled = () => {
    setLeaving(true);
    navigate('/');
  };
  const mutation = useMutation({ mutationFn: logoutUser, onSuccess: handleSettled, onError: handleSettled });
  const signOut = () => {
    signingOut = true;
    mutation.mutate();
  };
  return { signOut, isSigningOut: mutation.isPending || leaving };
}
