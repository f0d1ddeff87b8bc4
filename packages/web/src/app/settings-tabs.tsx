import { SecurityTab } from '../features/account/security-tab';
import { AffiliateTab } from '../features/affiliate/affiliate-tab';
import { OffersTab } from '../features/rewards/offers-tab';
import type { SettingsTabContent } from '../features/settings/settings-page';
import { TransactionsTab } from '../features/transactions/transactions-tab';
import { VerifyTab } from '../features/verification/verify-tab';

/** The settings page's tabs, each from the feature it belongs to. */
export const SETTINGS_TAB_CONTENT: SettingsTabContent = {
  security: () => <SecurityTab />,
  verify: () => <VerifyTab />,
  affiliate: () => <AffiliateTab />,
  transactions: () => <TransactionsTab />,
  offers: () => <OffersTab />,
};
