import { ExclusionLinkDialog } from '../features/account/exclusion-link-dialog';
import { useEmailActivationLink } from '../features/account/use-email-activation-link';
import { AuthModal } from '../features/auth/auth-modal';
import { ResetPasswordDialog } from '../features/auth/reset-password-dialog';
import { UnsupportedRegionModal } from '../features/auth/unsupported-region';
import { useSessionRefresh } from '../features/auth/use-session-refresh';
import { LeaderboardModal } from '../features/competitions/leaderboard-modal';
import { JackpotWonModal, useJackpotWonTrigger } from '../features/jackpot/jackpot-won-modal';
import { LoyaltyModal } from '../features/loyalty/loyalty-modal';
import { QuickviewModal } from '../features/quickview/quickview-modal';
import { useFeedNotices } from '../features/realtime/use-feed-notices';
import { BeatOfferModal, useBeatOfferTrigger } from '../features/rewards/beat-offer-modal';
import { RedeemCodeModal } from '../features/rewards/redeem-code-modal';
import { useRewardsLive } from '../features/rewards/use-rewards-stats';
import { useWelcomeOfferTrigger, WelcomeOfferModal } from '../features/rewards/welcome-offer-modal';
import { CashierModal } from '../features/wallet/cashier/cashier-modal';
import { FavoriteFiatModal } from '../features/wallet/favorite-fiat-modal';
import { ErrorBoundary } from './error-boundary';
import { ModalUrlSync } from './modal-url-sync';
import { Providers } from './providers';
import { AppRoutes } from './routes';

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
      <AuthModal />
      <UnsupportedRegionModal />
      <CashierModal />
      <LeaderboardModal />
      <FavoriteFiatModal />
      <LoyaltyModal />
      <RedeemCodeModal />
      <QuickviewModal />
      <ExclusionLinkDialog />
      <ResetPasswordDialog />
      <WelcomeOfferModal />
      <BeatOfferModal />
      <JackpotWonModal />
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
