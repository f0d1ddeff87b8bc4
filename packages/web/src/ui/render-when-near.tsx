import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Further up than any page runs: everything above the screen is inside. */
const ABOVE_THE_SCREEN = 1_000_000;

type RenderWhenNearProps = {
  children: ReactNode;
  /** How far from the screen, in pixels, the place may be when the children render. */
  margin?: number;
};

/**
 * Renders its children once their place comes within `margin` of the screen, and keeps
 * them from then on. For sections far down a long page: a phone's first load then neither
 * fetches nor renders what the player has not scrolled towards (docs/performance.md).
 * Until then it holds a one-pixel line, so the browser can say when the place comes near.
 * A place above the screen counts as near too: a player who jumps to the end of the page
 * (the End key, a drag of the scroll bar) passes it without it ever being on screen, and the
 * browser's scroll anchoring keeps what they look at still while it fills in above them.
 */
export function RenderWhenNear({ children, margin = 250 }: RenderWhenNearProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const place = placeRef.current;
    if (near || !place) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // The screen stretched far upwards and `margin` downwards.
      { rootMargin: `${ABOVE_THE_SCREEN}px 0px ${margin}px 0px` },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? children : <div ref={placeRef} style={{ height: 1 }} />;
}
