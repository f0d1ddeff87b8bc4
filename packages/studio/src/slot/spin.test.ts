import { MULTIPLIER_SCALE, takeFloats } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { FORGE_OF_FORTUNE } from './forge-of-fortune';
import { playRound, spin } from './spin';
import { EXAMPLE } from './test-support';

describe('a spin', () => {
  it('stops the reels of the worked example where docs/studio-slot.md says', () => {
    // The example's first HMAC (docs/provably-fair.md) starts 4eb2ad72 211afbc5 9d26d14f
    // 9b164999 50a3aa47: with 32 stops, floor(f * 32) is each float's first byte shifted
    // right by 3, so the stops are 0x4e >> 3, 0x21 >> 3, 0x9d >> 3, 0x9b >> 3, 0x50 >> 3.
    const expectedStops = [0x4e >> 3, 0x21 >> 3, 0x9d >> 3, 0x9b >> 3, 0x50 >> 3];
    expect(expectedStops).toEqual([9, 4, 19, 19, 10]);
    const result = spin(FORGE_OF_FORTUNE, EXAMPLE, 'base');
    expect(result.stops).toEqual(expectedStops);
    expect(result.window).toEqual([
      ['sapphire', 'ruby', 'amethyst'],
      ['anvil', 'emerald', 'dragon'],
      ['dragon', 'emerald', 'sapphire'],
      ['sapphire', 'anvil', 'hammer'],
      ['emerald', 'crown', 'ruby'],
    ]);
    const evaluation = evaluate(FORGE_OF_FORTUNE, result.window, 'base');
    expect(
      evaluation.lineWins.map(({ line, symbol, count, lineBets }) => [line, symbol, count, lineBets]),
    ).toEqual([
      [17, 'sapphire', 3, 16],
      [19, 'sapphire', 3, 16],
    ]);
    expect(evaluation.scatterCount).toBe(0);
    expect(evaluation.multiplier).toBe((16n * MULTIPLIER_SCALE) / 10n);
  });

  it('takes one float per reel, in order, and the free strips for a free spin', () => {
    const floats = takeFloats(EXAMPLE, 5);
    const free = spin(FORGE_OF_FORTUNE, EXAMPLE, 'free');
    expect(free.stops).toEqual(floats.map((float) => Math.floor(float * 32)));
    free.stops.forEach((stop, reel) => {
      const strip = FORGE_OF_FORTUNE.reelStrips.free[reel] as string[];
      expect(free.window[reel]).toEqual([strip[stop - 1], strip[stop], strip[stop + 1]]);
    });
  });

  it('wraps the window around the ends of the strip', () => {
    const seen = { first: false, last: false };
    for (let nonce = 0; nonce < 2000 && !(seen.first && seen.last); nonce += 1) {
      const { stops, window } = spin(FORGE_OF_FORTUNE, { ...EXAMPLE, nonce }, 'base');
      stops.forEach((stop, reel) => {
        const strip = FORGE_OF_FORTUNE.reelStrips.base[reel] as string[];
        if (stop === 0) {
          seen.first = true;
          expect(window[reel]).toEqual([strip[31], strip[0], strip[1]]);
        }
        if (stop === 31) {
          seen.last = true;
          expect(window[reel]).toEqual([strip[30], strip[31], strip[0]]);
        }
      });
    }
    expect(seen).toEqual({ first: true, last: true });
    // Reel 1's strip starts with the scatter, so stop 0 shows the strip's last symbol above it.
    expect(FORGE_OF_FORTUNE.reelStrips.base[0]?.slice(0, 2)).toEqual(['rune', 'topaz']);
    expect(FORGE_OF_FORTUNE.reelStrips.base[0]?.[31]).toBe('crown');
  });
});

describe('a round', () => {
  it('is the paid spin alone when it triggers nothing, one nonce used', () => {
    const round = playRound(FORGE_OF_FORTUNE, EXAMPLE);
    expect(round.spins).toHaveLength(1);
    expect(round.spins[0]).toMatchObject({
      nonce: 42,
      reelSet: 'base',
      stops: [9, 4, 19, 19, 10],
      freeSpinsAdded: 0,
    });
    expect(round).toMatchObject({ lineBets: 32, freeSpinsPlayed: 0, noncesUsed: 1 });
    expect(round.multiplier).toBe((16n * MULTIPLIER_SCALE) / 10n);
  });

  it('plays the free spins a trigger wins at the following nonces, each tripled', () => {
    // Nonce 47 of the example's seeds shows four scatters: 10x the bet and 10 free spins.
    const round = playRound(FORGE_OF_FORTUNE, { ...EXAMPLE, nonce: 47 });
    const [paid, ...free] = round.spins;
    expect(paid?.window).toEqual([
      ['rune', 'topaz', 'ruby'],
      ['rune', 'crown', 'hammer'],
      ['sapphire', 'rune', 'topaz'],
      ['topaz', 'sapphire', 'ruby'],
      ['rune', 'amethyst', 'topaz'],
    ]);
    expect(paid?.evaluation.scatterWin).toMatchObject({ count: 4, lineBets: 200 });
    expect(paid).toMatchObject({ freeSpinsAdded: 10, freeSpinsLeft: 10 });
    expect(free.map((s) => s.nonce)).toEqual([48, 49, 50, 51, 52, 53, 54, 55, 56, 57]);
    expect(free.map((s) => s.freeSpinsLeft)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(round.spins.map((s) => s.evaluation.lineBets)).toEqual([200, 0, 27, 225, 0, 0, 0, 348, 0, 0, 0]);
    for (const freeSpin of free) {
      // Each free spin is verifiable alone: its nonce and the free strips give its window.
      const alone = spin(FORGE_OF_FORTUNE, { ...EXAMPLE, nonce: freeSpin.nonce }, 'free');
      expect(freeSpin.window).toEqual(alone.window);
      expect(freeSpin.evaluation).toEqual(evaluate(FORGE_OF_FORTUNE, alone.window, 'free'));
      expect(freeSpin.evaluation.winMultiplier).toBe(3);
      expect(freeSpin.evaluation.lineBets % 3).toBe(0);
    }
    expect(round).toMatchObject({ lineBets: 800, freeSpinsPlayed: 10, noncesUsed: 11 });
    expect(round.multiplier).toBe(40n * MULTIPLIER_SCALE);
  });

  it('adds the spins of a retrigger to those left', () => {
    // Nonce 390 triggers; its third free spin, at nonce 393, shows four scatters.
    const round = playRound(FORGE_OF_FORTUNE, { ...EXAMPLE, nonce: 390 });
    const retrigger = round.spins[3];
    expect(retrigger).toMatchObject({ nonce: 393, reelSet: 'free', freeSpinsAdded: 10, freeSpinsLeft: 17 });
    expect(retrigger?.evaluation).toMatchObject({ scatterCount: 4, freeSpinsAwarded: 10 });
    expect(retrigger?.evaluation.scatterWin?.lineBets).toBe(600);
    expect(round.spins.filter((s) => s.freeSpinsAdded > 0)).toHaveLength(2);
    expect(round).toMatchObject({ freeSpinsPlayed: 20, noncesUsed: 21, lineBets: 1336 });
    expect(round.multiplier).toBe((668n * MULTIPLIER_SCALE) / 10n);
    expect(round.spins.at(-1)?.nonce).toBe(410);
  });
});
