import { useModalParam } from '../ui/use-modal-param';

export const AUTH_TABS = ['login', 'register'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

/** The Auth modal, opened by `?modal=login|register` (docs/product.md#deep-links). */
export function useAuthModal() {
  const { tab, shown, open, close, select, dialogProps } = useModalParam('auth', AUTH_TABS);
  return { tab, shownTab: shown, openAuth: open, closeAuth: close, selectTab: select, dialogProps };
}
