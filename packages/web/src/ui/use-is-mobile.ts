import { useMediaQuery } from '@mantine/hooks';

/** At 768px and below (docs/product.md#sizes-and-counts) the layout is the phone one (drawers, off-canvas menu). */
export const MOBILE_QUERY = '(max-width: 768px)';

export function useIsMobile(): boolean {
  // Read synchronously on first render, so a phone never flashes the desktop layout.
  return useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
}
