import { SecurityTab } from '../features/account/security-tab';
import { AffiliateTab } from '../features/affiliate/affiliate-tab';
import { OffersTab } from '../features/rewards/offers-tab';
import { SettingsPage, type SettingsTabContent } from '../features/settings/settings-page';
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

/** The settings route: the page with its tabs, fetched together when the page is first opened. */
export function SettingsRoute() {
  return <SettingsPage tabs={SETTINGS_TAB_CONTENT} />;
}
