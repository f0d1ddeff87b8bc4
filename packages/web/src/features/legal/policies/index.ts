import { AML_CFT_POLICY } from './aml-cft';
import { DISPUTE_RESOLUTION_POLICY } from './dispute-resolution';
import { PRIVACY_POLICY } from './privacy-policy';
import { RESPONSIBLE_GAMBLING_POLICY } from './responsible-gambling';
import { TERMS_OF_SERVICE } from './tos';
import type { Policy } from './types';

export type { Policy, PolicySection } from './types';

/** The tabs of /legal?tab= (docs/product.md#routes), in display order; `slug` is the query value. */
export const LEGAL_TABS = [
  { slug: 'tos', label: 'Terms of Service' },
  { slug: 'privacy-policy', label: 'Privacy Policy' },
  { slug: 'aml-cft', label: 'AML/CFT' },
  { slug: 'dispute-resolution', label: 'Dispute Resolution' },
  { slug: 'responsible-gambling', label: 'Responsible Gambling' },
] as const;

export type LegalTab = (typeof LEGAL_TABS)[number]['slug'];

export const DEFAULT_LEGAL_TAB: LegalTab = 'tos';

export const POLICIES: Record<LegalTab, Policy> = {
  tos: TERMS_OF_SERVICE,
  'privacy-policy': PRIVACY_POLICY,
  'aml-cft': AML_CFT_POLICY,
  'dispute-resolution': DISPUTE_RESOLUTION_POLICY,
  'responsible-gambling': RESPONSIBLE_GAMBLING_POLICY,
};

/** Reads the `tab` query value; a missing or unknown one falls back to the Terms. */
export function parseLegalTab(value: string | null): LegalTab {
  return LEGAL_TABS.some((tab) => tab.slug === value) ? (value as LegalTab) : DEFAULT_LEGAL_TAB;
}
