import { createHash, createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import {
  type Card,
  cardFromFloat,
  formatMultiplier,
  KENO_MAX_PICKS,
  KENO_RISKS,
  kenoPaytable,
  originalGame,
  PLINKO_RISKS,
  plinkoBuckets,
  type Seeds,
  takeFloats,
  verifyOutcome,
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  wheelSegments,
} from '@ante/core';
import { describe, expect, it } from 'vitest';

/**
 * docs/provably-fair.md shows numbers a player can recompute; this file computes them
 * with the code the casino runs and checks the document says the same. The worked
 * example and the payout tables sit between markers; WRITE_FAIR_DOC=1 on this file
 * writes them, and `npm run format` lines the tables' columns up again.
 */
const FILE = new URL('../../../../../docs/provably-fair.md', import.meta.url);

/** The page's example: the same seeds as the core games' tests (shared/test-support.ts). */
const EXAMPLE: Seeds = {
  serverSeed: '3f1e5cbb2a0a4d8e9b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a',
  clientSeed: 'lucky-player-7',
  nonce: 42,
};

const SUIT_SYMBOLS = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' } as const;
const show = (cards: readonly Card[]) =>
  cards.map((card) => `${card.rank}${SUIT_SYMBOLS[card.suit]}`).join(' ');

function verify(slug: string, params: unknown): unknown {
  const game = originalGame(slug);
  if (!game) throw new Error(`no game ${slug}`);
  return verifyOutcome(game, EXAMPLE, game.paramsSchema.parse(params)).result;
}

function workedExample(): string {
  const { serverSeed, clientSeed, nonce } = EXAMPLE;
  const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const [b0, b1, b2, b3] = Array.from(block.subarray(0, 4)) as [number, number, number, number];
  const [f0 = 0, f1 = 0] = takeFloats(EXAMPLE, 2);
  const roll = Math.floor(f0 * 10_001);
  const n = Math.floor(f0 * 1e8);
  const limbo = verify('limbo', { target: 2 }) as { multiplier: number };
  const plinko = (rows: number) => (verify('plinko', { rows, risk: 'medium' }) as { bucket: number }).bucket;
  const wheel = (segments: number) =>
    (verify('wheel', { segments, risk: 'medium' }) as { index: number }).index;
  const cards = takeFloats(EXAMPLE, 6).map(cardFromFloat);
  const baccarat = verify('baccarat', { player: '1', banker: '0', tie: '0' }) as {
    playerTotal: number;
    bankerTotal: number;
    winner: string;
  };
  const traps = (verify('takethecrown', { difficulty: 'hard' }) as { traps: number[][] }).traps;
  const diceMultiplier = originalGame('dice')?.maxMultiplier({ condition: 'under', target: 50.5 }) ?? 0n;
  return [
    `- Server seed \`${serverSeed}\`, shown before play as its SHA-256 \`${createHash('sha256').update(serverSeed).digest('hex')}\`.`,
    `- Client seed \`${clientSeed}\`, nonce ${nonce}.`,
    `- Round 0: HMAC-SHA256(key \`${serverSeed}\`, message \`${clientSeed}:${nonce}:0\`) = \`${block.toString('hex')}\`.`,
    `- First float from the bytes ${b0}, ${b1}, ${b2}, ${b3} (\`${block.subarray(0, 4).toString('hex')}\`): ${b0}/256 + ${b1}/256² + ${b2}/256³ + ${b3}/256⁴ = ${f0}. The second float is ${f1}.`,
    `- **Dice**: floor(${f0} × 10001) = ${roll}, so the roll is ${(roll / 100).toFixed(2)}. A bet under 50.50 (a 50.50% chance) wins and pays 99 / 50.5 = ${formatMultiplier(diceMultiplier)}x, truncated to 10⁻⁸.`,
    `- **Limbo**: n = floor(f × 10⁸) = ${n}; max(1, floor(10⁸ / ${n + 1} × 0.99 × 100) / 100) = ${limbo.multiplier.toFixed(2)}, so a target of 2.00 wins.`,
    `- **Plinko** (medium): bucket ${plinko(8)} of 8 rows, ${plinko(12)} of 12, ${plinko(16)} of 16.`,
    `- **Roulette**: pocket ${(verify('roulette', { chips: [{ bet: 'red', amount: '1' }] }) as { pocket: number }).pocket}.`,
    `- **Keno**: drawn ${(verify('keno', { picks: [1], risk: 'classic' }) as { drawn: number[] }).drawn.join(', ')}.`,
    `- **Mines** (5 mines): tiles ${(verify('mines', { mines: 5 }) as { mines: number[] }).mines.join(', ')}.`,
    `- **Wheel**: segment ${wheel(10)} of 10, ${wheel(30)} of 30, ${wheel(50)} of 50.`,
    `- **Cards** (blackjack, baccarat, Top Dollar): ${show(cards)}. Baccarat deals player ${show(cards.slice(0, 2))} (${baccarat.playerTotal}) and banker ${show(cards.slice(2, 4))} (${baccarat.bankerTotal}): a ${baccarat.winner}, so stakes on player or banker come back.`,
    `- **Take the Crown** (hard, one trap in 2 tiles per floor): traps, bottom floor first, ${traps.map((floor) => floor.join(' ')).join(', ')}.`,
  ].join('\n');
}

function tables(): string {
  const rows = Array.from({ length: 9 }, (_, i) => i + 8);
  const picks = Array.from({ length: KENO_MAX_PICKS }, (_, i) => i + 1);
  const keno = (count: number, risk: (typeof KENO_RISKS)[number]) =>
    kenoPaytable(count, risk).map(formatMultiplier).join(', ');
  return [
    '### Plinko multipliers, bucket 0 (far left) to the last',
    '',
    `| rows | ${PLINKO_RISKS.join(' | ')} |`,
    `|---|${PLINKO_RISKS.map(() => '---|').join('')}`,
    ...rows.map(
      (count) =>
        `| ${count} | ${PLINKO_RISKS.map((risk) => plinkoBuckets(count, risk).join(', ')).join(' | ')} |`,
    ),
    '',
    '### Keno multipliers for 0, 1, 2, ... hits',
    '',
    `| picks | ${KENO_RISKS.join(' | ')} |`,
    `|---|${KENO_RISKS.map(() => '---|').join('')}`,
    ...picks.map((count) => `| ${count} | ${KENO_RISKS.map((risk) => keno(count, risk)).join(' | ')} |`),
    '',
    '### Wheel multipliers, segment 0 to the last',
    '',
    ...WHEEL_SEGMENTS.flatMap((segments) =>
      WHEEL_RISKS.map(
        (risk) => `- ${segments} segments, ${risk}: ${wheelSegments(segments, risk).join(', ')}`,
      ),
    ),
  ].join('\n');
}

/** A region's text without the padding the formatter adds to line table columns up. */
function unpadded(markdown: string): string {
  return markdown
    .trim()
    .split('\n')
    .map((line) =>
      line
        .replace(/\s*\|\s*/g, '|')
        .replace(/\|:?-{3,}:?(?=\|)/g, '|---')
        .trim(),
    )
    .join('\n');
}

function region(doc: string, name: string): { start: number; end: number } {
  const open = `<!-- ${name}:start -->`;
  const start = doc.indexOf(open);
  const end = doc.indexOf(`<!-- ${name}:end -->`);
  expect(start, `docs/provably-fair.md has the ${name} markers`).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return { start: start + open.length, end };
}

describe('docs/provably-fair.md', () => {
  for (const [name, generate] of [
    ['worked-example', workedExample],
    ['payout-tables', tables],
  ] as const) {
    it(`shows the ${name.replace('-', ' ')} the code computes`, () => {
      const generated = generate();
      if (process.env.WRITE_FAIR_DOC === '1') {
        const doc = readFileSync(FILE, 'utf8');
        const { start, end } = region(doc, name);
        writeFileSync(FILE, `${doc.slice(0, start)}\n${generated}\n${doc.slice(end)}`);
      }
      const doc = readFileSync(FILE, 'utf8');
      const { start, end } = region(doc, name);
      expect(unpadded(doc.slice(start, end))).toBe(unpadded(generated));
    });
  }
});
