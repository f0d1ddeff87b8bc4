import { AuthModal } from '../features/auth/auth-modal';
import { useSessionRefresh } from '../features/auth/use-session-refresh';
import { useFeedNotices } from '../features/realtime/use-feed-notices';
import { useEmailActivationLink } from '../features/settings/use-email-activation-link';
import { CashierModal } from '../features/wallet/cashier/cashier-modal';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { AppRoutes } from './routes';

function Shell() {
  useSessionRefresh();
  useFeedNotices();
  useEmailActivationLink();
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
