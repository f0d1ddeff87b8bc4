import { type RoundRecord, recomputeRound } from './recompute';

/** The SHA-256 of text, hex, with the browser's own hashing. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function row(label: string, value: string): HTMLElement {
  const line = element('div', undefined, 'row');
  line.append(element('dt', label), element('dd', value));
  return line;
}

/**
 * The round page: fetches the round's record and the document it names, checks the
 * document's hash, and, once the server seed is revealed, plays the round again here
 * in the browser and shows each spin's stops beside the record's.
 */
async function main() {
  const root = document.getElementById('verify');
  if (!root) return;
  const id = root.dataset.round ?? '';
  const response = await fetch(`/studio/api/rounds/${encodeURIComponent(id)}`);
  if (!response.ok) {
    root.replaceChildren(
      element('h1', 'Round not found'),
      element('p', 'There is no finished round with this id.'),
    );
    return;
  }
  const round = (await response.json()) as RoundRecord & {
    game: string;
    currency: string;
    bet: string;
    payout: string;
    createdAt: string;
    document: { url: string; sha256: string | null };
  };
  const text = await (await fetch(round.document.url)).text();
  const hash = await sha256(text);
  const facts = element('dl', undefined, 'facts');
  facts.append(
    row('Round', round.id),
    row('Played', new Date(round.createdAt).toLocaleString()),
    row('Bet', `${round.bet} ${round.currency}`),
    row('Payout', `${round.payout} ${round.currency} (${round.multiplier}x)`),
    row('Server seed hash', round.seed.serverSeedHash),
    row(
      'Server seed',
      round.seed.serverSeed ?? 'not revealed yet: change your seed pair in the game to reveal it',
    ),
    row('Client seed', round.seed.clientSeed),
    row('First nonce', String(round.nonce)),
    row(
      'Document SHA-256',
      `${hash}${hash === round.document.sha256 ? ' (matches the published hash)' : ' (DOES NOT match)'}`,
    ),
  );
  const result = element('section', undefined, 'result');
  const serverSeed = round.seed.serverSeed;
  if (serverSeed) {
    const check = recomputeRound(text, { ...round, seed: { ...round.seed, serverSeed } });
    const verdict = element(
      'p',
      check.matches
        ? 'Verified: this round replays exactly from its seeds.'
        : 'This round does NOT replay from its seeds.',
      check.matches ? 'verdict ok' : 'verdict bad',
    );
    verdict.setAttribute('role', 'status');
    const table = element('table');
    const head = element('tr');
    for (const title of ['Nonce', 'Reels', 'Recorded stops', 'Recomputed stops', ''])
      head.append(element('th', title));
    table.append(head);
    for (const spin of check.spins) {
      const line = element('tr');
      line.append(
        element('td', String(spin.nonce)),
        element('td', spin.reelSet),
        element('td', spin.recorded.join(' ')),
        element('td', spin.recomputed?.join(' ') ?? '-'),
        element('td', spin.matches ? '✓' : '✗'),
      );
      table.append(line);
    }
    result.append(
      verdict,
      table,
      element(
        'p',
        `Multiplier recorded ${check.multiplier.recorded}, recomputed ${check.multiplier.recomputed}.`,
      ),
    );
  } else {
    result.append(
      element('p', 'The server seed is still secret, so the round cannot be replayed yet.', 'verdict'),
    );
  }
  root.replaceChildren(element('h1', 'Round verification'), facts, result);
}

void main();
