import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logoutUser } from './auth-api';
import { useSetCurrentUser } from './use-current-user';

/**
 * Spec section 4: whether the server call succeeds or fails, the player is signed
 * out here and sent home. Handling the error itself also keeps the global error
 * toast away, since there is nothing for the player to retry.
 */
export function useSignOut() {
  const setUser = useSetCurrentUser();
  const navigate = useNavigate();
  const handleSettled = () => {
    setUser(null);
    navigate('/');
  };
  const mutation = useMutation({ mutationFn: logoutUser, onSuccess: handleSettled, onError: handleSettled });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
