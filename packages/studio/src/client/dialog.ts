import { el } from './dom';
import { ICONS } from './icons';

/**
 * A modal panel over the game (the info panel, the autoplay settings): a title, a
 * close button, Escape to close, and focus returned to whatever opened it.
 */
export class Dialog {
  readonly element: HTMLElement;
  readonly body: HTMLElement;
  private opener: HTMLElement | null = null;
  private readonly onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      this.close();
    }
  };

  constructor(title: string, className: string) {
    const close = el('button', { class: 'dialog-close', 'aria-label': 'Close', html: ICONS.close });
    close.addEventListener('click', () => this.close());
    this.body = el('div', { class: 'dialog-body' });
    const id = `dialog-${className}`;
    this.element = el(
      'div',
      {
        class: `dialog ${className}`,
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': id,
        hidden: true,
      },
      el(
        'div',
        { class: 'dialog-card' },
        el('div', { class: 'dialog-head' }, el('h2', { id, text: title }), close),
        this.body,
      ),
    );
    this.element.addEventListener('click', (event) => {
      if (event.target === this.element) this.close();
    });
  }

  isOpen(): boolean {
    return !this.element.hidden;
  }

  open(): void {
    this.opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    this.element.hidden = false;
    window.addEventListener('keydown', this.onKey, true);
    this.element.querySelector<HTMLElement>('.dialog-close')?.focus();
  }

  close(): void {
    if (this.element.hidden) return;
    this.element.hidden = true;
    window.removeEventListener('keydown', this.onKey, true);
    this.opener?.focus();
  }
}
