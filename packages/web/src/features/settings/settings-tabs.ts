/** The tabs of /settings?tab= (docs/product.md#routes), in the order they are shown. */
export const SETTINGS_TABS = [
  { slug: 'security', label: 'Security' },
  { slug: 'verify', label: 'Verify' },
  { slug: 'affiliate', label: 'Affiliate' },
  { slug: 'transactions', label: 'Transactions' },
  { slug: 'offers', label: 'Offers' },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]['slug'];

export const DEFAULT_SETTINGS_TAB: SettingsTab = 'security';

/** A missing or unknown `tab` value opens Security rather than an empty page. */
export function parseSettingsTab(value: string | null): SettingsTab {
  return SETTINGS_TABS.find(({ slug }) => slug === value)?.slug ?? DEFAULT_SETTINGS_TAB;
}
