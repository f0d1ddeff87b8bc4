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
