import { type RefObject, useEffect, useRef } from 'react';
import { watchScrollEdges } from './scroll-edges';
import classes from './scroll-fade.module.css';

/** The class that fades a sideways-scrolling row at the edges where it has more to show. */
export const scrollFadeClass = classes.fade;

/**
 * For a row that scrolls sideways on narrow screens (a tab bar): marks the edges where
 * there is more to scroll to (`data-more-before`, `data-more-after`), which
 * `scrollFadeClass` shows as a fade, so a player can see the row goes on; and keeps the
 * active item (`aria-selected`) in view whenever `activeKey` changes.
 */
export function useScrollFade<T extends HTMLElement>(activeKey?: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    return watchScrollEdges(row, ({ atStart, atEnd }) => {
      row.toggleAttribute('data-more-before', !atStart);
      row.toggleAttribute('data-more-after', !atEnd);
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect exists to run when the active item changes.
  useEffect(() => {
    // Measured in the next frame, where the layout it reads is the one the frame needs
    // anyway: read here, in the middle of rendering the page, it laid the whole page out
    // once more on every load.
    const frame = requestAnimationFrame(() => {
      const row = ref.current;
      const active = row?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!row || !active || row.scrollWidth <= row.clientWidth) return;
      const rowBox = row.getBoundingClientRect();
      const activeBox = active.getBoundingClientRect();
      row.scrollLeft += activeBox.left - rowBox.left - (rowBox.width - activeBox.width) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [activeKey]);

  return ref;
}
