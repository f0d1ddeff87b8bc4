import fs from 'node:fs';
import { publishedInfo } from '@ante/studio';
import { publishedInfo as showInfo } from '@ante/studio/show';
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

  it('carry the show’s best return (so rewards come from its smallest edge) and its largest win', () => {
    const published = fs.readFileSync(
      new URL('../../../../studio/src/show/forge-wheel.json', import.meta.url),
      'utf8',
    );
    const info = showInfo(published);
    const entry = builtInStudioGames('10000').find((game) => game.slug === info.id);
    expect(entry?.name).toBe(info.name);
    expect(entry?.categories).toEqual(['game-shows']);
    const rtps = info.spots.map((spot) => Number(spot.rtp));
    expect(Number(entry?.rtp)).toBe(Math.max(...rtps));
    expect(entry?.description).toContain(
      `${Math.min(...rtps).toFixed(2)}% and ${Math.max(...rtps).toFixed(2)}%`,
    );
    expect(entry?.maxMultiplier).toBe(String(Math.max(...info.spots.map((spot) => Number(spot.maxWin)))));
  });
});
