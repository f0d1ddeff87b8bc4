import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useLayoutState } from '../../lib/layout-state';

/**
 * `?support=open` (the away e-mail's link, the footer's Live Chat) opens the live chat
 * in the chat column, and leaves the address as it was without the parameter.
 */
export function useSupportDeepLink(): void {
  const [params, setParams] = useSearchParams();
  const { openChat } = useLayoutState();
  const wanted = params.get('support') === 'open';
  useEffect(() => {
    if (!wanted) return;
    openChat('support');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('support');
        return next;
      },
      { replace: true },
    );
  }, [wanted, openChat, setParams]);
}
