import type { PresentedCell, PresentedWin } from './presentation';

/**
 * The paylines drawn over the reels. The overlay is one SVG with a 500 x 300 view box,
 * a cell being 100 x 100, laid exactly over the reels, so a line's points are simply
 * each reel's centre at the row the payline crosses. A win's line runs across all five
 * reels (that is the payline), and the cells of its run get a frame.
 */

const SVG = 'http://www.w3.org/2000/svg';

/** One colour per payline, so two lines shown in turn are told apart. */
export const LINE_COLOURS = [
  '#ffd23f',
  '#ff6b35',
  '#3ddc97',
  '#ff3d7f',
  '#4cc9f0',
  '#f72585',
  '#b5179e',
  '#80ffdb',
  '#ffb703',
  '#fb8500',
  '#8ecae6',
  '#e9ff70',
  '#ff99c8',
  '#a0c4ff',
  '#caffbf',
  '#ffc6ff',
  '#fdffb6',
  '#9bf6ff',
  '#ffadad',
  '#bdb2ff',
];

export class WinLines {
  readonly element: SVGSVGElement;

  constructor(private readonly paylines: () => number[][]) {
    this.element = document.createElementNS(SVG, 'svg');
    this.element.setAttribute('class', 'win-lines');
    this.element.setAttribute('viewBox', '0 0 500 300');
    this.element.setAttribute('preserveAspectRatio', 'none');
    this.element.setAttribute('aria-hidden', 'true');
  }

  clear(): void {
    this.element.replaceChildren();
  }

  /** Draws the given wins together (the first look at a spin's wins) or one alone. */
  draw(wins: readonly PresentedWin[]): void {
    this.clear();
    for (const win of wins) {
      const colour =
        win.kind === 'line' ? (LINE_COLOURS[win.line % LINE_COLOURS.length] as string) : '#ff8a1a';
      if (win.kind === 'line') this.line(win.line, colour);
      for (const cell of win.cells) this.frame(cell, colour);
    }
  }

  private line(index: number, colour: string): void {
    const rows = this.paylines()[index];
    if (!rows) return;
    const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`);
    // Extend to the reels' edges so the line reads as crossing the whole window.
    const first = rows[0] ?? 1;
    const last = rows[rows.length - 1] ?? 1;
    const all = [`2,${first * 100 + 50}`, ...points, `498,${last * 100 + 50}`].join(' ');
    for (const [width, opacity, stroke] of [
      [14, 0.25, colour],
      [6, 1, colour],
      [1.6, 0.9, '#ffffff'],
    ] as const) {
      const polyline = document.createElementNS(SVG, 'polyline');
      polyline.setAttribute('points', all);
      polyline.setAttribute('fill', 'none');
      polyline.setAttribute('stroke', stroke);
      polyline.setAttribute('stroke-width', String(width));
      polyline.setAttribute('stroke-opacity', String(opacity));
      polyline.setAttribute('stroke-linejoin', 'round');
      polyline.setAttribute('stroke-linecap', 'round');
      polyline.setAttribute('vector-effect', 'non-scaling-stroke');
      polyline.setAttribute('class', 'line-path');
      this.element.append(polyline);
    }
  }

  private frame(cell: PresentedCell, colour: string): void {
    const rect = document.createElementNS(SVG, 'rect');
    rect.setAttribute('x', String(cell.reel * 100 + 5));
    rect.setAttribute('y', String(cell.row * 100 + 5));
    rect.setAttribute('width', '90');
    rect.setAttribute('height', '90');
    rect.setAttribute('rx', '10');
    rect.setAttribute('fill', 'none');
    rect.setAttribute('stroke', colour);
    rect.setAttribute('stroke-width', '3');
    rect.setAttribute('vector-effect', 'non-scaling-stroke');
    rect.setAttribute('class', 'cell-frame');
    this.element.append(rect);
  }
}
