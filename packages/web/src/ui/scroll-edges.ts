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

/**
 * Calls `onChange` with the element's edges now, and again whenever it scrolls or
 * changes size. Returns the function that stops watching.
 */
export function watchScrollEdges(element: HTMLElement, onChange: (edges: ScrollEdges) => void): () => void {
  const update = () => onChange(scrollEdges(element.scrollLeft, element.clientWidth, element.scrollWidth));
  update();
  element.addEventListener('scroll', update, { passive: true });
  const observer = new ResizeObserver(update);
  observer.observe(element);
  return () => {
    element.removeEventListener('scroll', update);
    observer.disconnect();
  };
}
