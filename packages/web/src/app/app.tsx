import { AuthModal } from '../features/auth/auth-modal';
import { useSessionRefresh } from '../features/auth/use-session-refresh';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { AppRoutes } from './routes';

function Shell() {
  useSessionRefresh();
  return (
    <>
      <AppRoutes />
      <AuthModal />
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
