import { type ComponentType, Suspense, useRef } from 'react';
import { useLocation } from 'react-router';
import { RealityCheckModal } from '../features/account/reality-check-modal';
import { JackpotWonModal } from '../features/jackpot/jackpot-won-modal';
import { BeatOfferModal } from '../features/rewards/beat-offer-modal';
import { WelcomeOfferModal } from '../features/rewards/welcome-offer-modal';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { type ModalType, useModalState } from '../ui/modal-stack';

/**
 * The dialog of each modal-stack type. Each reads its own place in the stack
 * (`useModal`) and stays mounted once opened, so it can animate out; a new type
 * does not compile until it is given its dialog here. Most are fetched the first time
 * they open (a moment's wait, once); the offers, the pot win and the reality check open
 * by themselves over the page, so they come with it.
 */
export const MODAL_COMPONENTS: Record<ModalType, ComponentType> = {
  auth: lazyWithPreload(() => import('../features/auth/auth-modal').then((m) => m.AuthModal)),
  'unsupported-region': lazyWithPreload(() =>
    import('../features/auth/unsupported-region').then((m) => m.UnsupportedRegionModal),
  ),
  cashier: lazyWithPreload(() =>
    import('../features/wallet/cashier/cashier-modal').then((m) => m.CashierModal),
  ),
  leaderboard: lazyWithPreload(() =>
    import('../features/competitions/leaderboard-modal').then((m) => m.LeaderboardModal),
  ),
  'favorite-fiat': lazyWithPreload(() =>
    import('../features/wallet/favorite-fiat-modal').then((m) => m.FavoriteFiatModal),
  ),
  loyalty: lazyWithPreload(() => import('../features/rewards/loyalty-modal').then((m) => m.LoyaltyModal)),
  'redeem-code': lazyWithPreload(() =>
    import('../features/rewards/redeem-code-modal').then((m) => m.RedeemCodeModal),
  ),
  quickview: lazyWithPreload(() =>
    import('../features/quickview/quickview-modal').then((m) => m.QuickviewModal),
  ),
  'welcome-offer': WelcomeOfferModal,
  'beat-offer': BeatOfferModal,
  'jackpot-won': JackpotWonModal,
  'reality-check': RealityCheckModal,
  spotlight: lazyWithPreload(() => import('../features/search/spotlight').then((m) => m.SpotlightSearch)),
  fairness: lazyWithPreload(() => import('../features/fairness/fairness-modal').then((m) => m.FairnessModal)),
  'bet-slip': lazyWithPreload(() =>
    import('../features/fairness/bet-slip-modal').then((m) => m.BetSlipModal),
  ),
};

/**
 * Dialogs an e-mailed link opens (`?action=`), outside the modal stack: they belong
 * to the address, not to anything the player opened.
 */
const LINK_DIALOGS: Record<string, ComponentType> = {
  'update-exclusion': lazyWithPreload(() =>
    import('../features/account/exclusion-link-dialog').then((m) => m.ExclusionLinkDialog),
  ),
  'reset-password': lazyWithPreload(() =>
    import('../features/auth/reset-password-dialog').then((m) => m.ResetPasswordDialog),
  ),
};

/** Every dialog of the app, each mounted from the first time it is asked for. */
export function Modals() {
  const { stack } = useModalState();
  const action = new URLSearchParams(useLocation().search).get('action');
  // Only ever grows, by the same names on a render done twice: a dialog once asked for
  // stays mounted, so it can animate out and open again at once.
  const mounted = useRef(new Set<string>()).current;
  for (const entry of stack) mounted.add(entry.type);
  if (action) mounted.add(`action:${action}`);
  // Each in its own boundary: one dialog still on its way hides none of those open.
  return (
    <>
      {Object.entries(MODAL_COMPONENTS).map(
        ([type, Modal]) =>
          (mounted.has(type) || !isLazy(Modal)) && (
            <Suspense key={type} fallback={null}>
              <Modal />
            </Suspense>
          ),
      )}
      {Object.entries(LINK_DIALOGS).map(
        ([name, Dialog]) =>
          mounted.has(`action:${name}`) && (
            <Suspense key={name} fallback={null}>
              <Dialog />
            </Suspense>
          ),
      )}
    </>
  );
}

function isLazy(component: ComponentType): boolean {
  return 'preload' in component;
}
