/** Pages drawn in the page; a longer document says so and is read by downloading it. */
export const PDF_PAGES_SHOWN = 10;

/** The widest a page is drawn, in CSS pixels: the document panel's width on a desktop. */
export const PDF_PAGE_WIDTH_PX = 720;

/** The most canvas pixels per page side: a hostile page size must not exhaust the browser's memory. */
const MAX_CANVAS_SIDE = 4096;

/**
 * The scale a page of `pageWidthPt` (PDF points) is drawn at so it fills `widthPx` CSS
 * pixels sharply on a screen of `pixelRatio`, bounded so neither side of the canvas
 * passes MAX_CANVAS_SIDE whatever size the document claims for its page.
 */
export function pageScale(
  page: { widthPt: number; heightPt: number },
  widthPx: number,
  pixelRatio: number,
): number {
  const wanted = (widthPx * Math.max(1, pixelRatio)) / page.widthPt;
  const largestSide = Math.max(page.widthPt, page.heightPt);
  return Math.min(wanted, MAX_CANVAS_SIDE / largestSide);
}
