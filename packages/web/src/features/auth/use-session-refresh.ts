import { useEffect } from 'react';
import { isApiError } from '../../lib/api';
import { useCurrentUser, useSetCurrentUser } from '../../lib/current-user';
import { SESSION_REFRESH_MS } from '../../lib/timing';
import { refreshAuth } from './auth-api';

/**
 * Keeps the session alive while the app is open, and notices when it ended
 * elsewhere (revoked, expired): a 401 signs the player out here too.
 */
export function useSessionRefresh(): void {
  const { user } = useCurrentUser();
  const setUser = useSetCurrentUser();
  const userId = user?.userId;

  useEffect(() => {
    if (!userId) return;
    const timer = window.setInterval(() => {
      refreshAuth()
        .then((answer) => setUser(answer.user))
        .catch((error: unknown) => {
          if (isApiError(error) && error.status === 401) setUser(null);
        });
    }, SESSION_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [userId, setUser]);
}
