import { el } from './dom';
import { symbolSvg } from './symbols';

/**
 * The five reels and their motion. Each reel is a column showing three cells of a
 * "tape" of symbols, moved with a transform from one animation loop. The tape is the
 * reel's real strip in order, so what blurs past is what the strip holds; when a reel
 * is told to land, its tape is rebuilt as the cells now in view, the strip beyond the
 * result, and the result itself (the server's window, exactly), and it glides down
 * onto the result, overshoots a little and settles back.
 */

type Phase = 'idle' | 'spinning' | 'landing';

interface ReelState {
  element: HTMLElement;
  tape: HTMLElement;
  phase: Phase;
  /** Tape index of the top visible cell (fractional while moving). */
  top: number;
  symbols: string[];
  /** The spinning tape's loop length (the strip), when spinning. */
  loop: number;
  startedAt: number;
  landing: { from: number; to: number; startedAt: number; duration: number; done: () => void } | null;
}

/** Cells per second at full speed. */
const SPEED = 26;
/** How far past the result a reel travels before settling back, in cells. */
const OVERSHOOT = 0.18;

export class Reels {
  readonly element: HTMLElement;
  private readonly reels: ReelState[];
  private strips: string[][] = [];
  private frame = 0;
  private cell = 100;

  constructor(
    window: string[][],
    private readonly reducedMotion: boolean,
  ) {
    this.element = el('div', { class: 'reels' });
    this.reels = window.map((column, index) => {
      const tape = el('div', { class: 'tape' });
      const element = el('div', { class: 'reel', 'data-reel': index }, tape);
      this.element.append(element);
      const state: ReelState = {
        element,
        tape,
        phase: 'idle',
        top: 1,
        symbols: [],
        loop: 0,
        startedAt: 0,
        landing: null,
      };
      this.show(state, column);
      return state;
    });
  }

  /** The strips the reels blur through while spinning (the reel set being played). */
  setStrips(strips: string[][]): void {
    this.strips = strips;
  }

  /** The size of a cell in pixels; the layout sets it when the stage resizes. */
  setCellSize(pixels: number): void {
    this.cell = pixels;
    for (const reel of this.reels) this.place(reel);
  }

  /** Shows a window at rest: one spare cell above and below, so a bounce never reveals a gap. */
  private show(reel: ReelState, column: readonly string[], above?: string, below?: string): void {
    const symbols = [above ?? column[2] ?? '', ...column, below ?? column[0] ?? ''];
    this.render(reel, symbols);
    reel.top = 1;
    reel.phase = 'idle';
    this.place(reel);
  }

  private render(reel: ReelState, symbols: string[]): void {
    reel.symbols = symbols;
    reel.tape.innerHTML = symbols
      .map((id) => `<div class="cell" data-symbol="${id}">${symbolSvg(id)}</div>`)
      .join('');
  }

  private place(reel: ReelState): void {
    reel.tape.style.transform = `translate3d(0, ${(-reel.top * this.cell).toFixed(2)}px, 0)`;
  }

  /** The cells of the window at rest, `[reel][row]`, for highlighting wins. */
  cellElement(reel: number, row: number): HTMLElement | null {
    const state = this.reels[reel];
    if (state?.phase !== 'idle') return null;
    return (state.tape.children[1 + row] as HTMLElement | undefined) ?? null;
  }

  /** Starts every reel, each a little after the one to its left. */
  start(stagger: number): void {
    const now = performance.now();
    this.reels.forEach((reel, index) => {
      const strip = this.strips[index] ?? reel.symbols;
      reel.loop = strip.length;
      // The tape is the strip plus its first three cells again, so the loop wraps seamlessly.
      this.render(reel, [...strip, ...strip.slice(0, 3)]);
      reel.top = Math.floor(Math.random() * strip.length);
      reel.phase = 'spinning';
      reel.startedAt = now + index * stagger;
      reel.landing = null;
      reel.element.classList.add('spinning');
      this.place(reel);
    });
    this.loop();
  }

  /**
   * Lands reel `index` on `column` over `duration` ms. `stop` is the strip position
   * of the middle row, so the cells scrolling in just before the result are the strip's
   * own; the result's three cells are the server's window whatever the strip says.
   */
  land(index: number, column: readonly string[], stop: number, duration: number): Promise<void> {
    const reel = this.reels[index];
    if (!reel) return Promise.resolve();
    return new Promise((resolve) => {
      const strip = this.strips[index] ?? [];
      const at = (offset: number) =>
        strip.length
          ? (strip[(((stop + offset) % strip.length) + strip.length) % strip.length] as string)
          : (column[1] as string);
      // In view now: the cells under the current position (four, as it sits between cells).
      const base = Math.floor(reel.top);
      const fraction = reel.top - base;
      const inView = [0, 1, 2, 3].map((offset) => reel.symbols[base + offset] ?? (column[1] as string));
      const between = Math.max(2, Math.round((SPEED * duration) / 2000) - 3);
      const filler = Array.from({ length: between }, (_, i) => at(2 + i));
      // The tape runs downward on screen, so what follows the result on the strip sits under it.
      this.render(reel, [at(-2), ...column, ...filler, ...inView]);
      const from = 4 + between + fraction;
      reel.top = from;
      reel.phase = 'landing';
      reel.landing = { from, to: 1, startedAt: performance.now(), duration, done: resolve };
      this.place(reel);
      this.loop();
    });
  }

  /** Marks a reel as anticipating (a glow while it spins on). */
  setAnticipation(index: number, on: boolean): void {
    this.reels[index]?.element.classList.toggle('anticipating', on);
  }

  private loop(): void {
    if (this.frame) return;
    let last = performance.now();
    const step = (now: number) => {
      const dt = Math.min(64, now - last);
      last = now;
      let moving = false;
      for (const reel of this.reels) {
        if (reel.phase === 'spinning') {
          moving = true;
          const since = now - reel.startedAt;
          if (since < 0) continue;
          // A short pull upward, then up to speed: the reel visibly "kicks off".
          const wind = this.reducedMotion ? 0 : 130;
          if (since < wind) {
            reel.top = (reel.top + (dt / 1000) * 3 + reel.loop) % reel.loop;
          } else {
            const ramp = Math.min(1, (since - wind) / 180);
            reel.top -= (dt / 1000) * SPEED * ramp;
            if (reel.top < 0) reel.top += reel.loop;
          }
          this.place(reel);
        } else if (reel.phase === 'landing' && reel.landing) {
          moving = true;
          const { from, to, startedAt, duration, done } = reel.landing;
          const u = Math.min(1, (now - startedAt) / duration);
          reel.top = landingPosition(from, to, u, this.reducedMotion ? 0 : OVERSHOOT);
          this.place(reel);
          if (u >= 1) {
            reel.phase = 'idle';
            reel.top = to;
            reel.landing = null;
            reel.element.classList.remove('spinning');
            this.place(reel);
            done();
          }
        }
      }
      this.frame = moving ? requestAnimationFrame(step) : 0;
    };
    this.frame = requestAnimationFrame(step);
  }

  /** Puts a window on the reels at once, with no motion (after an error, or on load). */
  setWindow(window: readonly (readonly string[])[]): void {
    this.reels.forEach((reel, index) => {
      reel.element.classList.remove('spinning', 'anticipating');
      reel.landing = null;
      this.show(reel, window[index] ?? []);
    });
  }

  isSpinning(): boolean {
    return this.reels.some((reel) => reel.phase !== 'idle');
  }
}

/**
 * The landing path: 82% of the time decelerating to just past the result (the
 * reel's speed falls smoothly to nothing), the rest easing back onto it.
 */
function landingPosition(from: number, to: number, u: number, overshoot: number): number {
  const split = overshoot > 0 ? 0.82 : 1;
  if (u < split) {
    const t = u / split;
    const eased = 1 - (1 - t) * (1 - t);
    return from + (to - overshoot - from) * eased;
  }
  const t = (u - split) / (1 - split);
  const eased = t * t * (3 - 2 * t);
  return to - overshoot + overshoot * eased;
}
