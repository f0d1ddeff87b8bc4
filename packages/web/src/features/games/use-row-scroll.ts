import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ScrollEdges, watchScrollEdges } from '../../ui/scroll-edges';

/**
 * A horizontal scroller's arrow buttons: whether each end is reached (re-read on
 * scroll, on resize and when the items change) and a page-wise scroll. The row's
 * scroll snapping lines the first fully shown card up after each move.
 */
export function useRowScroll(itemCount: number) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: true });
  const reduceMotion = useReducedMotion();

  // Both ends count as reached until the row is measured, so a row that fits never
  // shows its arrows; a row that overflows gets them with its first layout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item count changes the scroll width, which watching again reads.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    return watchScrollEdges(track, setEdges);
  }, [itemCount]);

  const scrollPage = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      if (!track) return;
      const style = getComputedStyle(track);
      // The row bleeds into the page padding; a page is the part between the paddings.
      const page =
        track.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      track.scrollBy({ left: direction * page, behavior: reduceMotion ? 'auto' : 'smooth' });
    },
    [reduceMotion],
  );

  return { trackRef, edges, scrollPage };
}
