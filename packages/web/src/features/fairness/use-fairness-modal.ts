import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useModalParam } from '../../ui/use-modal-param';
import { VERIFY_LINK_KEYS, type VerifyPrefill, writeVerifyPrefill } from './verify-link';

export const FAIRNESS_TABS = ['seeds', 'verify-bet'] as const;
export type FairnessTab = (typeof FAIRNESS_TABS)[number];

/**
 * The Fairness modal, opened by `?modal=seeds|verify-bet` (spec section 2). Closing
 * it also drops a verify link's keys (see verify-link.ts), so they do not linger in
 * the address bar.
 */
export function useFairnessModal() {
  const { tab, shown, select } = useModalParam(FAIRNESS_TABS);
  const [, setSearchParams] = useSearchParams();

  const close = useCallback(
    () =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.delete('modal');
          for (const key of VERIFY_LINK_KEYS) params.delete(key);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { tab, shownTab: shown, selectTab: select, close };
}

/** Opens the Verify tab filled in from a round or a revealed seed, from anywhere (the bet slip too). */
export function useOpenVerify() {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (prefill: VerifyPrefill) =>
      setSearchParams(
        (previous) => {
          const params = writeVerifyPrefill(previous, prefill);
          params.delete('roundId');
          params.set('modal', 'verify-bet');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
}
