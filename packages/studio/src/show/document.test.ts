import { describe, expect, it } from 'vitest';
import { NO_BOOST, parseShowDocument, type ShowDocument, showDocumentSchema } from './document';
import { FORGE_WHEEL } from './forge-wheel';
import text from './forge-wheel.json?raw';
import { variant } from './test-support';

function problem(change: (copy: ShowDocument) => void): string {
  try {
    parseShowDocument(variant(FORGE_WHEEL, change));
  } catch (error) {
    return (error as Error).message;
  }
  return 'valid';
}

describe('the show document', () => {
  it('validates as published', () => {
    expect(showDocumentSchema.safeParse(JSON.parse(text)).success).toBe(true);
    expect(FORGE_WHEEL.id).toBe('forge-wheel');
  });

  it('lays out 54 segments: 22 ones, 15 twos, 7 fives, 4 tens, 4 Ember Picks and 2 Dragon Wheels', () => {
    const counts: Record<string, number> = {};
    for (const segment of FORGE_WHEEL.wheel) counts[segment] = (counts[segment] ?? 0) + 1;
    expect(counts).toEqual({ '1': 22, '2': 15, '5': 7, '10': 4, 'ember-pick': 4, 'dragon-wheel': 2 });
    // Neighbours always differ, so the pointer never sits between two segments of one spot.
    FORGE_WHEEL.wheel.forEach((segment, index) => {
      expect(FORGE_WHEEL.wheel[(index + 1) % FORGE_WHEEL.wheel.length]).not.toBe(segment);
    });
  });

  it('has each number spot pay its number plus the stake', () => {
    for (const spot of FORGE_WHEEL.spots) if (spot.kind === 'number') expect(spot.pays).toBe(spot.number + 1);
  });

  it('refuses a document whose parts do not fit together', () => {
    expect(problem((d) => d.wheel.pop())).toMatch(/at wheel: the wheel has 54 segments/);
    expect(
      problem((d) => {
        const spot = d.spots[1];
        if (spot?.kind === 'number') spot.pays = 2;
      }),
    ).toMatch(/at spots.1: a number spot pays its number plus the stake back/);
    expect(problem((d) => (d.wheel[3] = '7'))).toMatch(/at wheel.3: unknown spot 7/);
    expect(problem((d) => (d.wheel = d.wheel.map((s) => (s === '10' ? '5' : s))))).toMatch(
      /spot 10 has no segment on the wheel/,
    );
    expect(
      problem((d) => {
        d.spots = d.spots.filter((s) => s.id !== 'dragon-wheel');
        d.wheel = d.wheel.map((s) => (s === 'dragon-wheel' ? '1' : s));
        d.booster.spots = d.booster.spots.filter((s) => s.spot !== 'dragon-wheel');
        delete d.bonuses['dragon-wheel'];
      }),
    ).toMatch(/at least two bonus spots/);
    expect(problem((d) => delete d.bonuses['ember-pick'])).toMatch(/bonus spot ember-pick has no rules/);
    expect(problem((d) => d.booster.spots.push({ spot: '1', weight: 1 }))).toMatch(/names a spot twice/);
    expect(problem((d) => d.booster.spots.push({ spot: 'seven', weight: 1 }))).toMatch(/unknown spot seven/);
    expect(problem((d) => (d.booster.multipliers = [{ multiplier: 1, weight: 1 }]))).toMatch(
      /booster.multipliers.0.multiplier/,
    );
    expect(problem((d) => (d.booster.multipliers = [{ multiplier: 2, weight: 0 }]))).toMatch(
      /the weights sum to zero/,
    );
    expect(problem((d) => ((d.spots[0] as { id: string }).id = NO_BOOST))).toMatch(
      /reserved for the booster/,
    );
    expect(problem((d) => ((d as { payouts: string }).payouts = 'stake excluded'))).toMatch(/at payouts/);
  });
});
