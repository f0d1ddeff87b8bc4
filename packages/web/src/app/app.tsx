import { useEmailActivationLink } from '../features/account/use-email-activation-link';
import { useSessionRefresh } from '../features/auth/use-session-refresh';
import { useJackpotWonTrigger } from '../features/jackpot/jackpot-won-modal';
import { useBeatOfferTrigger } from '../features/rewards/beat-offer-modal';
import { useRewardsLive } from '../features/rewards/use-rewards-stats';
import { useWelcomeOfferTrigger } from '../features/rewards/welcome-offer-modal';
import { ErrorBoundary } from './error-boundary';
import { ModalUrlSync } from './modal-url-sync';
import { Modals } from './modals';
import { Providers } from './providers';
import { AppRoutes } from './routes';
import { useFeedNotices } from './use-feed-notices';

function Shell() {
  useSessionRefresh();
  useFeedNotices();
  useEmailActivationLink();
  useRewardsLive();
  useWelcomeOfferTrigger();
  useBeatOfferTrigger();
  useJackpotWonTrigger();
  return (
    <>
      <ModalUrlSync />
      <AppRoutes />
      <Modals />
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
