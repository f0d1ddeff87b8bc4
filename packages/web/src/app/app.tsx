import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRealityCheckTrigger } from '../features/account/reality-check-modal';
import { useEmailActivationLink } from '../features/account/use-email-activation-link';
import { useSessionRefresh } from '../features/auth/use-session-refresh';
import { useJackpotWonTrigger } from '../features/jackpot/jackpot-won-modal';
import { useBeatOfferTrigger } from '../features/rewards/beat-offer-modal';
import { useRewardsLive } from '../features/rewards/use-rewards-stats';
import { useWelcomeOfferTrigger } from '../features/rewards/welcome-offer-modal';
import { useSpotlightShortcut } from '../features/search/use-spotlight-shortcut';
import { installLinkPrefetch } from '../lib/prefetch-links';
import { ErrorBoundary } from './error-boundary';
import { ModalUrlSync } from './modal-url-sync';
import { Modals } from './modals';
import { Providers } from './providers';
import { AppRoutes, prefetchRoute } from './routes';
import { useFeedNotices } from './use-feed-notices';

/**
 * What only the casino's pages do: the players' toasts and the offers and wins that open
 * over the page. Staff at work in the back office are spared them.
 */
function CasinoEffects() {
  useFeedNotices();
  useEmailActivationLink();
  useRewardsLive();
  useWelcomeOfferTrigger();
  useBeatOfferTrigger();
  useJackpotWonTrigger();
  useRealityCheckTrigger();
  return null;
}

function Shell() {
  useSessionRefresh();
  useEffect(() => installLinkPrefetch(prefetchRoute), []);
  useSpotlightShortcut();
  const inBackOffice = /^\/admin(\/|$)/.test(useLocation().pathname);
  return (
    <>
      {!inBackOffice && <CasinoEffects />}
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
