import { describe, expect, it } from 'vitest';
import { compileSlot, parseSlotDocument, type SlotDocument, slotDocumentSchema } from './document';
import { FORGE_OF_FORTUNE } from './forge-of-fortune';
import published from './forge-of-fortune.json';
import { variant } from './test-support';

/** The first issue's message when the schema refuses the document, or undefined when it accepts it. */
function refusal(document: unknown): string | undefined {
  return slotDocumentSchema.safeParse(document).error?.issues[0]?.message;
}

describe('the slot document', () => {
  it('validates as published, and says what its pays are multiples of', () => {
    const parsed = slotDocumentSchema.safeParse(published);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toEqual(FORGE_OF_FORTUNE);
    expect(FORGE_OF_FORTUNE.linePays.unit).toBe('line bet');
    expect(FORGE_OF_FORTUNE.scatterPays.unit).toBe('total bet');
    expect(FORGE_OF_FORTUNE.paylines).toHaveLength(20);
    for (const set of ['base', 'free'] as const) {
      expect(FORGE_OF_FORTUNE.reelStrips[set]).toHaveLength(5);
      for (const strip of FORGE_OF_FORTUNE.reelStrips[set]) expect(strip).toHaveLength(32);
    }
  });

  it('shows three different symbols in every window of every strip, one scatter per strip', () => {
    for (const set of ['base', 'free'] as const) {
      for (const strip of FORGE_OF_FORTUNE.reelStrips[set]) {
        strip.forEach((_, stop) => {
          const window = [-1, 0, 1].map((row) => strip[(stop + row + strip.length) % strip.length]);
          expect(new Set(window).size).toBe(3);
        });
        expect(strip.filter((symbol) => symbol === 'rune')).toHaveLength(1);
      }
    }
  });

  it('compiles pays to whole line bets, the scatter times the line count', () => {
    const slot = compileSlot(FORGE_OF_FORTUNE);
    expect(slot.symbols[slot.wild]).toBe('dragon');
    expect(slot.symbols[slot.scatter]).toBe('rune');
    expect(slot.linePays[slot.indexOf.get('crown') as number]).toEqual([0, 0, 0, 40, 150, 500]);
    expect(slot.scatterPays).toEqual([0, 0, 0, 40, 200, 1000]);
  });

  it.each<[string, (document: SlotDocument) => void, string]>([
    [
      'an unknown symbol on a strip',
      (d) => (d.reelStrips.base[2] as string[]).splice(5, 1, 'pearl'),
      'unknown symbol pearl',
    ],
    [
      'a strip whose length is not a power of two',
      (d) => (d.reelStrips.free[0] as string[]).push('topaz'),
      'a strip length must be a power of two (4 to 1024)',
    ],
    [
      'a second wild',
      (d) => Object.assign(d.symbols[2] as object, { role: 'wild' }),
      'there must be exactly one wild symbol',
    ],
    ['a symbol without line pays', (d) => delete d.linePays.pays.topaz, 'topaz has no line pays'],
    [
      'line pays for the scatter',
      (d) => Object.assign(d.linePays.pays, { rune: { '3': 1, '4': 2, '5': 3 } }),
      'rune is the scatter: it pays anywhere, not on lines',
    ],
    [
      'a longer run paying less',
      (d) => Object.assign(d.linePays.pays, { ruby: { '3': 20, '4': 10, '5': 250 } }),
      'a longer run must not pay less than a shorter one',
    ],
    [
      'two scatters in one window',
      (d) => {
        const strip = d.reelStrips.base[0] as string[];
        strip[2] = 'rune';
      },
      'two scatters on a strip must be at least three positions apart',
    ],
    [
      'a payline through a fourth row',
      (d) => d.paylines.push([0, 1, 3, 1, 0]),
      'Too big: expected number to be <=2',
    ],
    ['a repeated payline', (d) => d.paylines.push([1, 1, 1, 1, 1]), 'paylines must be distinct'],
    [
      'a limit below the spins a trigger awards',
      (d) => Object.assign(d.freeSpins, { maxSpins: 9 }),
      'maxSpins must allow the spins a trigger awards',
    ],
    [
      'pays in an unsaid unit',
      (d) => Object.assign(d.linePays, { unit: 'credits' }),
      'Invalid input: expected "line bet"',
    ],
  ])('refuses %s', (_, change, message) => {
    expect(refusal(FORGE_OF_FORTUNE)).toBeUndefined();
    expect(refusal(variant(FORGE_OF_FORTUNE, change))).toBe(message);
  });

  it('names the path of what it refuses', () => {
    const broken = variant(FORGE_OF_FORTUNE, (d) => {
      (d.reelStrips.free[3] as string[])[7] = 'pearl';
    });
    expect(() => parseSlotDocument(broken)).toThrow(
      'invalid slot document at reelStrips.free.3.7: unknown symbol pearl',
    );
  });
});
