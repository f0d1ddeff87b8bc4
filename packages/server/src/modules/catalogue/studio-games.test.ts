import fs from 'node:fs';
import { publishedInfo } from '@ante/studio';
import { describe, expect, it } from 'vitest';
import { builtInStudioGames } from './studio-games';

describe('the built-in studio’s catalogue entries', () => {
  it('carry the RTP and largest win the studio publishes for each game', () => {
    const published = fs.readFileSync(
      new URL('../../../../studio/src/slot/forge-of-fortune.json', import.meta.url),
      'utf8',
    );
    const info = publishedInfo(published);
    const [entry] = builtInStudioGames('10000');
    expect(entry?.slug).toBe(info.id);
    expect(entry?.name).toBe(info.name);
    expect(entry?.rtp).toBe(info.rtp);
    expect(entry?.maxMultiplier).toBe(info.maxWin);
    expect(entry?.tags).toContain(`${info.volatility} volatility`);
    expect(entry?.description).toContain(`${info.hitFrequency}% of spins`);
  });
});
