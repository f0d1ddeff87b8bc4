import type { ComponentType } from 'react';
import { ExclusionLinkDialog } from '../features/account/exclusion-link-dialog';
import { AuthModal } from '../features/auth/auth-modal';
import { ResetPasswordDialog } from '../features/auth/reset-password-dialog';
import { UnsupportedRegionModal } from '../features/auth/unsupported-region';
import { LeaderboardModal } from '../features/competitions/leaderboard-modal';
import { BetSlipModal } from '../features/fairness/bet-slip-modal';
import { FairnessModal } from '../features/fairness/fairness-modal';
import { JackpotWonModal } from '../features/jackpot/jackpot-won-modal';
import { QuickviewModal } from '../features/quickview/quickview-modal';
import { BeatOfferModal } from '../features/rewards/beat-offer-modal';
import { LoyaltyModal } from '../features/rewards/loyalty-modal';
import { RedeemCodeModal } from '../features/rewards/redeem-code-modal';
import { WelcomeOfferModal } from '../features/rewards/welcome-offer-modal';
import { SpotlightSearch } from '../features/search/spotlight';
import { CashierModal } from '../features/wallet/cashier/cashier-modal';
import { FavoriteFiatModal } from '../features/wallet/favorite-fiat-modal';
import type { ModalType } from '../ui/modal-stack';

/**
 * The dialog of each modal-stack type. Each reads its own place in the stack
 * (`useModal`) and stays mounted while closed, so it can animate out; a new type
 * does not compile until it is given its dialog here.
 */
export const MODAL_COMPONENTS: Record<ModalType, ComponentType> = {
  auth: AuthModal,
  'unsupported-region': UnsupportedRegionModal,
  cashier: CashierModal,
  leaderboard: LeaderboardModal,
  'favorite-fiat': FavoriteFiatModal,
  loyalty: LoyaltyModal,
  'redeem-code': RedeemCodeModal,
  quickview: QuickviewModal,
  'welcome-offer': WelcomeOfferModal,
  'beat-offer': BeatOfferModal,
  'jackpot-won': JackpotWonModal,
  spotlight: SpotlightSearch,
  fairness: FairnessModal,
  'bet-slip': BetSlipModal,
};

/**
 * Dialogs an e-mailed link opens (`?action=`), outside the modal stack: they belong
 * to the address, not to anything the player opened.
 */
const LINK_DIALOGS: Record<string, ComponentType> = {
  'update-exclusion': ExclusionLinkDialog,
  'reset-password': ResetPasswordDialog,
};

/** Every dialog of the app, mounted once. */
export function Modals() {
  return (
    <>
      {Object.entries(MODAL_COMPONENTS).map(([type, Modal]) => (
        <Modal key={type} />
      ))}
      {Object.entries(LINK_DIALOGS).map(([action, Dialog]) => (
        <Dialog key={action} />
      ))}
    </>
  );
}
