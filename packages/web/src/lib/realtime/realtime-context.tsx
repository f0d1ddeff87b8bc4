import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { currentUserQueryKey, useCurrentUser } from '../current-user';
import { SOCKET_PING_MS, SOCKET_RETRY_MS } from '../timing';
import { isSigningOut } from '../use-sign-out';
import { SocketManager } from './socket-manager';

const RealtimeContext = createContext<SocketManager | null>(null);

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/feeds/websocket`;
}

/**
 * Owns the app's one socket and keeps it in step with the signed-in user
 * (docs/product.md#how-things-change): the user the page loaded with logs the socket in, a sign-out sends
 * logout and reconnects without the session, and any new user (a login, a
 * registration, another account) starts a fresh connection that carries their cookie.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [manager] = useState(
    () =>
      new SocketManager({
        url: socketUrl(),
        createSocket: (url) => new WebSocket(url),
        pingIntervalMs: SOCKET_PING_MS,
        reconnectDelayMs: SOCKET_RETRY_MS,
        // Visible state for support and for browser tests: <html data-socket="logged_in">.
        onStatus: (status) => {
          document.documentElement.dataset.socket = status;
        },
        // A session revoked from another device or expired: ask who is signed in now,
        // so the page shows the player signed out (and the socket follows) at once. The
        // page's own sign-out ends the session too, and clears the player itself.
        onSessionEnded: () => {
          if (!isSigningOut()) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        },
      }),
  );
  const { user, isPending } = useCurrentUser();
  const userId = isPending ? undefined : (user?.userId ?? null);
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    manager.start();
    return () => manager.stop();
  }, [manager]);

  useEffect(() => {
    if (userId === undefined) return;
    const before = previous.current;
    previous.current = userId;
    if (before === undefined) {
      // The first answer: the socket opened with whatever session the page loaded with.
      if (userId) manager.login();
    } else if (before && !userId) {
      manager.logout();
    } else if (before !== userId) {
      // A login, a registration or another account: only a new connection carries its cookie.
      manager.userChanged(true);
    }
  }, [manager, userId]);

  return <RealtimeContext.Provider value={manager}>{children}</RealtimeContext.Provider>;
}

export function useSocketManager(): SocketManager {
  const manager = useContext(RealtimeContext);
  if (!manager) throw new Error('useSocketManager needs a RealtimeProvider');
  return manager;
}
