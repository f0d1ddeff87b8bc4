import { AUTOPLAY_COUNTS, type AutoplayOptions } from './autoplay';
import { Dialog } from './dialog';
import { el } from './dom';
import { toAtoms } from './format';

/**
 * The autoplay settings: how many rounds, and the conditions that stop it early. The
 * amounts are typed in the game's currency; an empty field means no such limit.
 */
export class AutoplayPanel {
  readonly dialog = new Dialog('Autoplay', 'autoplay');
  private rounds: number = AUTOPLAY_COUNTS[0];

  constructor(
    private readonly currency: () => string,
    onStart: (options: AutoplayOptions) => void,
  ) {
    const counts = el('div', { class: 'choice-row', role: 'radiogroup', 'aria-label': 'Number of spins' });
    const countButtons = AUTOPLAY_COUNTS.map((count) => {
      const button = el('button', {
        class: 'choice',
        role: 'radio',
        'aria-checked': String(count === this.rounds),
        text: String(count),
      });
      button.addEventListener('click', () => {
        this.rounds = count;
        for (const other of countButtons) other.setAttribute('aria-checked', String(other === button));
      });
      counts.append(button);
      return button;
    });
    const winInput = el('input', {
      type: 'text',
      inputmode: 'decimal',
      placeholder: 'No limit',
      id: 'auto-win',
    });
    const lossInput = el('input', {
      type: 'text',
      inputmode: 'decimal',
      placeholder: 'No limit',
      id: 'auto-loss',
    });
    const freeSpins = el('input', { type: 'checkbox', id: 'auto-fs', checked: true });
    const error = el('p', { class: 'form-error', role: 'alert' });
    const start = el('button', { class: 'primary-btn', text: 'Start autoplay' });
    const unit = () => el('span', { class: 'unit', text: this.currency() });
    const amount = (input: HTMLInputElement): bigint | null | 'bad' => {
      const text = input.value.trim().replace(',', '.');
      if (!text) return null;
      try {
        const atoms = toAtoms(text);
        return atoms > 0n ? atoms : 'bad';
      } catch {
        return 'bad';
      }
    };
    start.addEventListener('click', () => {
      const stopOnWinAbove = amount(winInput);
      const stopOnLoss = amount(lossInput);
      if (stopOnWinAbove === 'bad' || stopOnLoss === 'bad') {
        error.textContent = 'Enter the limits as amounts above zero, or leave them empty.';
        return;
      }
      error.textContent = '';
      this.dialog.close();
      onStart({ rounds: this.rounds, stopOnWinAbove, stopOnLoss, stopOnFreeSpins: freeSpins.checked });
    });
    this.dialog.body.append(
      el('h3', { text: 'Number of spins' }),
      counts,
      el('h3', { text: 'Stop autoplay' }),
      el(
        'label',
        { class: 'field', for: 'auto-win' },
        el('span', { text: 'On a single win above' }),
        el('span', { class: 'input-wrap' }, winInput, unit()),
      ),
      el(
        'label',
        { class: 'field', for: 'auto-loss' },
        el('span', { text: 'If the balance drops by' }),
        el('span', { class: 'input-wrap' }, lossInput, unit()),
      ),
      el(
        'label',
        { class: 'check', for: 'auto-fs' },
        freeSpins,
        el('span', { text: 'When free spins are won' }),
      ),
      error,
      start,
    );
  }
}
