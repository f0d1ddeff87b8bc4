import { readFileSync, writeFileSync } from 'node:fs';
import { rewardTableMarkdown } from '@ante/core';
import { describe, expect, it } from 'vitest';

/** docs/rewards.md, at the repository's root. */
const FILE = new URL('../../../../../docs/rewards.md', import.meta.url);
const [OPEN, CLOSE] = ['<!-- reward-table:start -->', '<!-- reward-table:end -->'];

/**
 * A table's text without the padding the repository's formatter adds to line its
 * columns up, so the formatted document and the generated table compare by content.
 */
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

describe('docs/rewards.md', () => {
  it('publishes the rewards table the casino pays by (core loyalty/reward-table.ts)', () => {
    const doc = readFileSync(FILE, 'utf8');
    const start = doc.indexOf(OPEN);
    const end = doc.indexOf(CLOSE);
    expect(start, 'docs/rewards.md has the table markers').toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const generated = rewardTableMarkdown();
    // After a change of rates or games, WRITE_REWARD_TABLE=1 on this file writes the new table.
    if (process.env.WRITE_REWARD_TABLE === '1') {
      writeFileSync(FILE, `${doc.slice(0, start + OPEN.length)}\n${generated}${doc.slice(end)}`);
    }
    // WRITE_REWARD_TABLE writes it unpadded; `npm run format` lines the columns up again.
    expect(unpadded(readFileSync(FILE, 'utf8').slice(start + OPEN.length, end))).toBe(unpadded(generated));
  });
});
