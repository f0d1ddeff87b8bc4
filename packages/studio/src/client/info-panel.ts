import type { SlotDocument } from '../slot/document';
import { verifyUrl } from './api';
import { Dialog } from './dialog';
import { el } from './dom';
import { formatMoney, lineBetsAmount, toAtoms } from './format';
import { symbolSvg } from './symbols';
import type { SeedChange, SeedState, SessionInfo } from './types';

/**
 * The info panel: the paytable, drawn from the published document at the current bet,
 * the features and rules in words, the paylines as small grids, the game's figures,
 * and the fairness section where the player can read the seeds and change their own.
 */
export class InfoPanel {
  readonly dialog = new Dialog('Game info', 'info');
  private readonly paytable = el('div', { class: 'paytable' });
  private readonly fairness = el('div', { class: 'fairness' });
  private readonly rules = el('div', { class: 'rules' });
  private readonly lines = el('div', { class: 'paylines' });
  private readonly figures = el('dl', { class: 'figures' });
  private document: SlotDocument | null = null;
  private bet = '0';
  private currency = '';
  private seed: SeedState | null = null;
  private previous: SeedChange['previous'] | null = null;
  private lastRound: string | null = null;

  constructor(private readonly changeSeed: (clientSeed: string) => Promise<SeedChange>) {
    this.dialog.body.append(
      el('h3', { text: 'Paytable' }),
      this.paytable,
      el('h3', { text: 'Features and rules' }),
      this.rules,
      el('h3', { text: 'Paylines' }),
      this.lines,
      el('h3', { text: 'Game figures' }),
      this.figures,
      el('h3', { text: 'Provably fair' }),
      this.fairness,
    );
  }

  setSession(session: SessionInfo): void {
    this.currency = session.currency;
    this.seed = session.seed;
    const { info } = session;
    const percent = (value: string) => (value.endsWith('%') ? value : `${value}%`);
    this.figures.replaceChildren(
      ...[
        ['Return to player', percent(info.rtp)],
        ['Hit frequency', percent(info.hitFrequency)],
        ['Volatility', info.volatility[0]?.toUpperCase() + info.volatility.slice(1)],
        ['Max win', `${Number(info.maxWin).toLocaleString('en-US')}x the bet`],
        ['Maths document', `SHA-256 ${session.document.sha256}`],
      ].flatMap(([term, value]) => [el('dt', { text: term }), el('dd', { text: value })]),
    );
    this.renderFairness();
  }

  setDocument(document: SlotDocument): void {
    this.document = document;
    this.renderRules();
    this.renderPaylines();
    this.renderPaytable();
  }

  setBet(bet: string): void {
    this.bet = bet;
    this.renderPaytable();
  }

  setSeed(seed: SeedState): void {
    this.seed = seed;
    this.renderFairness();
  }

  setLastRound(id: string): void {
    this.lastRound = id;
    this.renderFairness();
  }

  private renderPaytable(): void {
    const document = this.document;
    if (!document) return;
    const lines = document.paylines.length;
    const money = (atoms: bigint) => formatMoney(atoms, this.currency);
    const cards = document.symbols.map((symbol) => {
      const pays =
        symbol.role === 'scatter'
          ? document.scatterPays.pays
          : (document.linePays.pays[symbol.id] ?? { '3': 0, '4': 0, '5': 0 });
      const amount = (count: '3' | '4' | '5') =>
        symbol.role === 'scatter'
          ? toAtoms(this.bet) * BigInt(pays[count])
          : lineBetsAmount(this.bet, pays[count], lines);
      const rows = (['5', '4', '3'] as const).map((count) =>
        el('div', { class: 'pay-row' }, el('b', { text: count }), el('span', { text: money(amount(count)) })),
      );
      const note =
        symbol.role === 'wild'
          ? 'WILD: stands for every symbol but the scatter'
          : symbol.role === 'scatter'
            ? `SCATTER: pays anywhere; ${document.freeSpins.trigger}+ start free spins`
            : null;
      return el(
        'div',
        { class: `pay-card role-${symbol.role}` },
        el('div', { class: 'pay-art', html: symbolSvg(symbol.id, 'pay-sym') }),
        el('div', { class: 'pay-name', text: symbol.name }),
        ...rows,
        note ? el('div', { class: 'pay-note', text: note }) : null,
      );
    });
    this.paytable.replaceChildren(
      ...cards,
      el('p', {
        class: 'small',
        text: `Pays shown at the current bet of ${money(toAtoms(this.bet))}. Line wins pay from the leftmost reel; scatter wins are multiples of the total bet.`,
      }),
    );
  }

  private renderRules(): void {
    const document = this.document;
    if (!document) return;
    const wild = document.symbols.find((symbol) => symbol.role === 'wild')?.name ?? 'The wild';
    const scatter = document.symbols.find((symbol) => symbol.role === 'scatter')?.name ?? 'The scatter';
    const { trigger, spins, retriggerSpins, multiplier, maxSpins } = document.freeSpins;
    const scatterPays = document.scatterPays.pays;
    const sentences = [
      `${document.paylines.length} fixed paylines. The bet is shared equally between them: a line bet is the total bet divided by ${document.paylines.length}.`,
      'A line pays the run of one symbol from the leftmost reel, three to five long. Only the highest win on each line pays; wins on different lines add up.',
      `${wild} is wild: it stands for every symbol except the scatter, and pays on its own too.`,
      `${scatter} is the scatter: it pays anywhere on the reels, ${scatterPays['3']}x, ${scatterPays['4']}x and ${scatterPays['5']}x the total bet for 3, 4 and 5.`,
      `${trigger} or more scatters start ${spins} FREE SPINS, played on their own reels, where every win is multiplied by ${multiplier}.`,
      `${trigger} or more scatters during free spins add ${retriggerSpins} more. A round plays at most ${maxSpins} free spins.`,
      'Malfunction voids all pays and plays.',
    ];
    this.rules.replaceChildren(...sentences.map((text) => el('p', { text })));
  }

  private renderPaylines(): void {
    const document = this.document;
    if (!document) return;
    this.lines.replaceChildren(
      ...document.paylines.map((rows, index) => {
        const grid = el('div', { class: 'mini-grid', 'aria-label': `Line ${index + 1}`, role: 'img' });
        for (let row = 0; row < 3; row += 1)
          for (let reel = 0; reel < rows.length; reel += 1)
            grid.append(el('span', { class: rows[reel] === row ? 'on' : '' }));
        return el('div', { class: 'mini-line' }, el('b', { text: String(index + 1) }), grid);
      }),
    );
  }

  private renderFairness(): void {
    const seed = this.seed;
    if (!seed) return;
    const input = el('input', {
      type: 'text',
      value: seed.clientSeed,
      maxlength: 64,
      id: 'client-seed',
      autocomplete: 'off',
      spellcheck: 'false',
    });
    const button = el('button', { class: 'secondary-btn', text: 'Change seed' });
    const status = el('p', { class: 'form-error', role: 'alert' });
    button.addEventListener('click', async () => {
      const clientSeed = input.value.trim();
      if (!clientSeed) {
        status.textContent = 'Enter a client seed.';
        return;
      }
      button.disabled = true;
      try {
        const change = await this.changeSeed(clientSeed);
        this.previous = change.previous;
        this.seed = change.current;
        this.renderFairness();
      } catch {
        status.textContent = 'The seed could not be changed. Finish the round in play, then try again.';
        button.disabled = false;
      }
    });
    const item = (term: string, value: Node | string) =>
      el(
        'div',
        { class: 'seed-item' },
        el('div', { class: 'label', text: term }),
        el('div', { class: 'mono' }, value),
      );
    const parts: (Node | null)[] = [
      el('p', {
        class: 'small',
        text: 'Every spin is decided by the server seed (shown hashed until you change seeds), your client seed and the nonce. Change seeds to reveal the server seed and check every round played with it.',
      }),
      item('Server seed (SHA-256)', seed.serverSeedHash),
      el(
        'label',
        { class: 'field', for: 'client-seed' },
        el('span', { class: 'label', text: 'Client seed' }),
        el('span', { class: 'input-wrap' }, input, button),
      ),
      status,
      item('Next nonce', String(seed.nonce)),
      this.previous
        ? el(
            'div',
            { class: 'previous-seed' },
            el('div', { class: 'label', text: 'Previous seeds' }),
            item('Server seed (revealed)', this.previous.serverSeed),
            item('Its hash', this.previous.serverSeedHash),
            item('Client seed', this.previous.clientSeed),
            item('Nonces used', String(this.previous.nonce)),
          )
        : null,
      this.lastRound
        ? el('a', {
            class: 'verify-link',
            href: verifyUrl(this.lastRound),
            target: '_blank',
            rel: 'noopener',
            text: 'Verify the last round ↗',
          })
        : el('p', { class: 'small', text: 'Play a round to verify it here.' }),
    ];
    this.fairness.replaceChildren(...parts.filter((part): part is Node => part !== null));
  }
}
