import { el } from './dom';
import { formatMoney, toAtoms } from './format';
import type { SessionPlay } from './types';

/** Elapsed time as a clock reads it: "4:05", or "1:02:03" past the hour. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The net result with its sign always written, so "behind" never reads as a win: "+0.0012 BTC", "-0.50 USDT". */
export function formatNet(net: string, currency: string): string {
  const atoms = toAtoms(net);
  const text = formatMoney(atoms < 0n ? -atoms : atoms, currency);
  if (atoms < 0n && /[1-9]/.test(text)) return `-${text}`;
  return atoms > 0n && /[1-9]/.test(text) ? `+${text}` : text;
}

/**
 * The bar the UK rules ask for in a slot: how long this game session has lasted and
 * its net result (won less staked) since it opened, always in view. The figures are
 * the studio's (studio/api/session and each spin's answer), counted from its records;
 * the bar only ticks the clock between them, from the elapsed time the server gave,
 * so a wrong clock on the device cannot change it. It is updated when a round's result
 * is shown, never before the reels land, so it cannot give a spin's outcome away.
 */
export class SessionBar {
  readonly element: HTMLElement;
  private readonly time = el('span', { class: 'session-value', text: '0:00' });
  private readonly net = el('span', { class: 'session-value', text: '…' });
  private openedAt = performance.now();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly currency: () => string) {
    this.element = el(
      'div',
      { class: 'session-bar', role: 'group', 'aria-label': 'This session' },
      el(
        'span',
        { class: 'session-item' },
        el('span', { class: 'session-label', text: 'SESSION' }),
        this.time,
      ),
      el('span', { class: 'session-item' }, el('span', { class: 'session-label', text: 'NET' }), this.net),
    );
  }

  /** Shows the server's figures and keeps the clock running from its elapsed time. */
  update(play: SessionPlay): void {
    this.openedAt = performance.now() - play.elapsedMs;
    this.net.textContent = formatNet(play.net, this.currency());
    const atoms = toAtoms(play.net);
    this.net.classList.toggle('behind', atoms < 0n);
    this.net.classList.toggle('ahead', atoms > 0n);
    this.tick();
    if (!this.timer) this.timer = setInterval(() => this.tick(), 1000);
  }

  private tick(): void {
    this.time.textContent = formatElapsed(performance.now() - this.openedAt);
  }
}
