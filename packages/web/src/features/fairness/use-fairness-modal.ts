import { useCallback } from 'react';
import { openModal } from '../../ui/modal-stack';
import { useModalParam } from '../../ui/use-modal-param';
import { type VerifyPrefill, writeVerifyPrefill } from './verify-link';

export const FAIRNESS_TABS = ['seeds', 'verify-bet'] as const;
export type FairnessTab = (typeof FAIRNESS_TABS)[number];

/**
 * The Fairness modal (modal stack type 'fairness'), opened by `?modal=seeds|verify-bet`
 * (docs/product.md#deep-links). A verify link's keys (verify-link.ts) travel with the entry, so
 * closing it drops them from the address bar too (app/modal-url-sync.tsx).
 */
export function useFairnessModal() {
  const { tab, shown, select, close, dialogProps } = useModalParam('fairness', FAIRNESS_TABS);
  return { tab, shownTab: shown, selectTab: select, close, dialogProps };
}

/**
 * Opens the Verify tab filled in from a round or a revealed seed, from anywhere. An
 * overlay: opened from the bet slip, it stacks above it, and closing it goes back to
 * the slip (docs/product.md#how-things-change).
 */
export function useOpenVerify() {
  return useCallback((prefill: VerifyPrefill) => {
    const metadata = Object.fromEntries(writeVerifyPrefill(new URLSearchParams(), prefill));
    openModal('fairness', { overlay: true, metadata: { ...metadata, tab: 'verify-bet' } });
  }, []);
}

/** Opens the Seeds tab above whatever is open (the bet slip's "rotate to reveal" link). */
export function openSeedsOverlay(): void {
  openModal('fairness', { overlay: true, metadata: { tab: 'seeds' } });
}
