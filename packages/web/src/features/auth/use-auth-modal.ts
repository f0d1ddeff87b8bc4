import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type AuthTab = 'login' | 'register';

function isAuthTab(value: string | null): value is AuthTab {
  return value === 'login' || value === 'register';
}

/**
 * The Auth modal's state lives in the URL (`?modal=login|register`, spec section 2),
 * so deep links, reloads and the header buttons all open it the same way.
 */
export function useAuthModal() {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get('modal');
  const tab = isAuthTab(value) ? value : null;

  const openAuth = useCallback(
    (next: AuthTab) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.set('modal', next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const closeAuth = useCallback(
    () =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.delete('modal');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { tab, openAuth, closeAuth };
}
