/** Within this many pixels of an end counts as at it (sub-pixel widths never add up exactly). */
const EDGE_SLACK_PX = 2;

export type ScrollEdges = { atStart: boolean; atEnd: boolean };

/** Whether a horizontal scroller can move further left or right, for enabling its arrow buttons. */
export function scrollEdges(scrollLeft: number, clientWidth: number, scrollWidth: number): ScrollEdges {
  return {
    atStart: scrollLeft <= EDGE_SLACK_PX,
    atEnd: scrollLeft + clientWidth >= scrollWidth - EDGE_SLACK_PX,
  };
}

function readEdges(element: HTMLElement): ScrollEdges {
  return scrollEdges(element.scrollLeft, element.clientWidth, element.scrollWidth);
}

/**
 * Every watched scroller shares one ResizeObserver. Its callback runs once the browser
 * has laid the page out, so reading a width there is free, and it reads every scroller
 * before calling any listener: a listener that writes to the page (an attribute, a
 * state change) would otherwise make the next scroller's read lay the whole page out
 * again. A lobby of a dozen rows, each read and written in turn as its games arrived,
 * spent a fifth of a second doing that on every load.
 */
const listeners = new Map<Element, (edges: ScrollEdges) => void>();
let observer: ResizeObserver | undefined;

function report(entries: ResizeObserverEntry[]): void {
  const readings = entries.flatMap((entry) => {
    const listener = listeners.get(entry.target);
    return listener ? [{ listener, edges: readEdges(entry.target as HTMLElement) }] : [];
  });
  for (const { listener, edges } of readings) listener(edges);
}

/**
 * Calls `onChange` with the element's edges once the page is laid out, and again
 * whenever it scrolls or changes size. Watching again (after its content changed)
 * reads it again. Returns the function that stops watching.
 */
export function watchScrollEdges(element: HTMLElement, onChange: (edges: ScrollEdges) => void): () => void {
  observer ??= new ResizeObserver(report);
  listeners.set(element, onChange);
  // A newly observed element is reported with the next layout: that is the first read.
  observer.observe(element);
  const onScroll = () => onChange(readEdges(element));
  element.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    listeners.delete(element);
    observer?.unobserve(element);
    element.removeEventListener('scroll', onScroll);
  };
}
