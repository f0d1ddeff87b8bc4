import { readFileSync, writeFileSync } from 'node:fs';
import { rewardTableMarkdown } from '@ante/core';
import { describe, expect, it } from 'vitest';

/** docs/rewards.md, at the repository's root. */
const FILE = new URL('../../../../../docs/rewards.md', import.meta.url);
const [OPEN, CLOSE] = ['<!-- reward-table:start -->', '<!-- reward-table:end -->'];

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
    expect(
      readFileSync(FILE, 'utf8')
        .slice(start + OPEN.length, end)
        .trim(),
    ).toBe(generated.trim());
  });
});
