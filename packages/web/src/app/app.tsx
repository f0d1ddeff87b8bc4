import { AuthModal } from '../features/auth/auth-modal';
import { useSessionRefresh } from '../features/auth/use-session-refresh';
import { useFeedNotices } from '../features/realtime/use-feed-notices';
import { CashierModal } from '../features/wallet/cashier/cashier-modal';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { AppRoutes } from './routes';

function Shell() {
  useSessionRefresh();
  useFeedNotices();
  return (
    <>
      <AppRoutes />
      <AuthModal />
      <CashierModal />
    </>
  );
}

export function App() {
  return (
    <Providers>
      <ErrorBoundary>
        <Shell />
      </ErrorBoundary>
    </Providers>
  );
}
