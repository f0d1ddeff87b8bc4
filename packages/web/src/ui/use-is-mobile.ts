import { useMediaQuery } from '@mantine/hooks';

/** Spec section 9: at 768px and below the layout is the phone one (drawers, off-canvas menu). */
export const MOBILE_QUERY = '(max-width: 768px)';

export function useIsMobile(): boolean {
  // Read synchronously on first render, so a phone never flashes the desktop layout.
  return useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
}
