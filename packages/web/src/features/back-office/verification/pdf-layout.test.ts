import { describe, expect, it } from 'vitest';
import { PDF_PAGE_WIDTH_PX, pageScale } from './pdf-layout';

const A4 = { widthPt: 595, heightPt: 842 };

describe('the scale a PDF page is drawn at', () => {
  it('fills the width in device pixels, so text stays sharp on a dense screen', () => {
    expect(pageScale(A4, PDF_PAGE_WIDTH_PX, 1) * A4.widthPt).toBeCloseTo(720);
    expect(pageScale(A4, PDF_PAGE_WIDTH_PX, 2) * A4.widthPt).toBeCloseTo(1440);
  });

  it('never makes a canvas side longer than 4096 pixels, whatever page size the file claims', () => {
    const huge = { widthPt: 14_400, heightPt: 200_000 };
    expect(pageScale(huge, PDF_PAGE_WIDTH_PX, 3) * huge.heightPt).toBeLessThanOrEqual(4096);
    const tall = { widthPt: 100, heightPt: 5_000 };
    expect(pageScale(tall, PDF_PAGE_WIDTH_PX, 2) * tall.heightPt).toBeLessThanOrEqual(4096);
  });
});
