import { useEffect, useState } from 'react';

/** Start on the next page while the end of the list is still this far below the screen. */
const PRELOAD_MARGIN = '0px 0px 600px 0px';

/**
 * Infinite scroll: returns a ref for an element at the end of a list, and calls
 * `loadMore` whenever that element comes near the screen while `enabled`. The
 * observer is made again each time loading becomes possible, and a new observer
 * reports at once, so a page too short to push the end off screen loads the next.
 */
export function useLoadMoreOnView(loadMore: () => unknown, enabled: boolean) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);

  useEffect(() => {
    // Without the observer (old browsers) the list's Load more button still works.
    if (!sentinel || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, enabled, loadMore]);

  return setSentinel;
}
