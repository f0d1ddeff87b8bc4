import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { SOCKET_PING_MS, SOCKET_RETRY_MS } from '../../app/timing';
import { useCurrentUser } from '../auth/use-current-user';
import { SocketManager } from './socket-manager';

const RealtimeContext = createContext<SocketManager | null>(null);

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/feeds/websocket`;
}

/**
 * Owns the app's one socket and keeps it in step with the signed-in user (spec
 * section 4): a login logs the socket in, a sign-out sends logout and reconnects
 * without the session, and a different user starts a fresh connection.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
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
      if (userId) manager.login();
    } else if (before && !userId) {
      manager.logout();
    } else if (!before && userId) {
      manager.login();
    } else if (before !== userId) {
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
