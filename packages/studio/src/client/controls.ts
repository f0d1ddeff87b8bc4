import { el } from './dom';
import { ICONS } from './icons';

/**
 * The control bar: balance, bet with its - and + buttons, the spin button, quick spin
 * and autoplay. It only shows state and reports presses; the game decides what they
 * do. While a round plays everything but the autoplay stop is locked.
 */

export interface ControlHandlers {
  spin: () => void;
  bet: (direction: -1 | 1) => void;
  quickSpin: (on: boolean) => void;
  autoplay: () => void;
}

export class Controls {
  readonly element: HTMLElement;
  private readonly balance: HTMLElement;
  private readonly bet: HTMLElement;
  private readonly minus: HTMLButtonElement;
  private readonly plus: HTMLButtonElement;
  private readonly spinButton: HTMLButtonElement;
  private readonly quick: HTMLButtonElement | null;
  private readonly auto: HTMLButtonElement | null;
  private readonly autoCount: HTMLElement;
  private locked = false;
  private steps = { down: true, up: true };
  private autoplayRemaining: number | null = null;

  constructor(handlers: ControlHandlers, options: { quickSpin: boolean; autoplay: boolean }) {
    this.balance = el('div', { class: 'value', text: '…' });
    this.bet = el('div', { class: 'value', text: '…' });
    this.minus = el('button', {
      class: 'round-btn bet-minus',
      'aria-label': 'Lower the bet',
      html: ICONS.minus,
    });
    this.plus = el('button', {
      class: 'round-btn bet-plus',
      'aria-label': 'Raise the bet',
      html: ICONS.plus,
    });
    this.autoCount = el('span', { class: 'auto-count' });
    this.spinButton = el(
      'button',
      { class: 'spin-btn', 'aria-label': 'Spin', title: 'Spin (Space)' },
      el('span', { class: 'spin-ring' }),
      el('span', { class: 'spin-icon', html: ICONS.spin }),
      this.autoCount,
    );
    this.quick = options.quickSpin
      ? el('button', {
          class: 'round-btn small quick-btn',
          'aria-label': 'Quick spin',
          'aria-pressed': 'false',
          title: 'Quick spin',
          html: ICONS.quick,
        })
      : null;
    this.auto = options.autoplay
      ? el('button', {
          class: 'round-btn small auto-btn',
          'aria-label': 'Autoplay',
          title: 'Autoplay',
          html: ICONS.auto,
        })
      : null;

    this.minus.addEventListener('click', () => handlers.bet(-1));
    this.plus.addEventListener('click', () => handlers.bet(1));
    this.spinButton.addEventListener('click', () => handlers.spin());
    this.quick?.addEventListener('click', () => {
      const on = this.quick?.getAttribute('aria-pressed') !== 'true';
      this.setQuickSpin(on);
      handlers.quickSpin(on);
    });
    this.auto?.addEventListener('click', () => handlers.autoplay());

    this.element = el(
      'div',
      { class: 'controls' },
      el(
        'div',
        { class: 'readouts' },
        el('div', { class: 'readout balance' }, el('div', { class: 'label', text: 'BALANCE' }), this.balance),
        el('div', { class: 'readout bet' }, el('div', { class: 'label', text: 'BET' }), this.bet),
      ),
      el('div', { class: 'slot-quick' }, this.quick),
      el('div', { class: 'slot-minus' }, this.minus),
      el('div', { class: 'slot-spin' }, this.spinButton),
      el('div', { class: 'slot-plus' }, this.plus),
      el('div', { class: 'slot-auto' }, this.auto),
    );
  }

  setBalance(text: string): void {
    this.balance.textContent = text;
  }

  setBet(text: string, steps: { down: boolean; up: boolean }): void {
    this.bet.textContent = text;
    this.steps = steps;
    this.refresh();
  }

  setQuickSpin(on: boolean): void {
    this.quick?.setAttribute('aria-pressed', String(on));
  }

  /** Locks everything while a round plays; the spin button stays live in autoplay, as its stop. */
  setLocked(locked: boolean): void {
    this.locked = locked;
    this.refresh();
  }

  setAutoplay(remaining: number | null): void {
    this.autoplayRemaining = remaining;
    this.autoCount.textContent = remaining === null ? '' : String(remaining);
    this.refresh();
  }

  /** Whether a spin press now starts a round (false while locked or in autoplay). */
  canSpin(): boolean {
    return !this.locked && this.autoplayRemaining === null;
  }

  private refresh(): void {
    const auto = this.autoplayRemaining !== null;
    const busy = this.locked || auto;
    this.minus.disabled = busy || !this.steps.down;
    this.plus.disabled = busy || !this.steps.up;
    if (this.auto) this.auto.disabled = busy;
    this.spinButton.disabled = this.locked && !auto;
    this.spinButton.classList.toggle('busy', this.locked);
    this.spinButton.classList.toggle('autoplaying', auto);
    this.spinButton.setAttribute('aria-label', auto ? 'Stop autoplay' : 'Spin');
    this.element.classList.toggle('locked', busy);
  }
}
