import { describe, expect, it } from 'vitest';
import { anticipationReels, NORMAL_TIMING, planStops, QUICK_TIMING } from './spin-plan';

const blank = ['ruby', 'topaz', 'crown'];
const withRune = ['ruby', 'rune', 'crown'];

describe('anticipation', () => {
  it('starts after the reel where the second scatter lands', () => {
    expect(anticipationReels([withRune, withRune, blank, blank, blank], 'rune', 3)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(anticipationReels([withRune, blank, blank, withRune, blank], 'rune', 3)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('keeps going once the trigger is met, since more scatters pay more', () => {
    expect(anticipationReels([withRune, withRune, withRune, blank, blank], 'rune', 3)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('does not happen with fewer scatters, or when the last reel brings the second', () => {
    expect(anticipationReels([withRune, blank, blank, blank, blank], 'rune', 3)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(anticipationReels([withRune, blank, blank, blank, withRune], 'rune', 3).some(Boolean)).toBe(false);
  });
});

describe('stop plan', () => {
  const none = [false, false, false, false, false];

  it('stops left to right after the full-speed spin', () => {
    const plan = planStops({ arrivedAt: 100, timing: NORMAL_TIMING, anticipation: none, minSpinMs: 0 });
    expect(plan.stopAt).toEqual([650, 840, 1030, 1220, 1410]);
    expect(plan.settledAt).toBe(1410 + NORMAL_TIMING.landing);
  });

  it('waits for a late result', () => {
    const plan = planStops({ arrivedAt: 2000, timing: QUICK_TIMING, anticipation: none, minSpinMs: 0 });
    expect(plan.stopAt[0]).toBe(2000);
  });

  it('holds anticipating reels longer', () => {
    const plan = planStops({
      arrivedAt: 0,
      timing: NORMAL_TIMING,
      anticipation: [false, false, true, true, true],
      minSpinMs: 0,
    });
    expect(plan.stopAt).toEqual([650, 840, 2180, 3520, 4860]);
  });

  it('never settles before the minimum spin time', () => {
    const plan = planStops({ arrivedAt: 50, timing: QUICK_TIMING, anticipation: none, minSpinMs: 2500 });
    expect(plan.settledAt).toBe(2500);
    expect(plan.stopAt[0]).toBeGreaterThan(QUICK_TIMING.minSpin);
    const slow = planStops({ arrivedAt: 50, timing: NORMAL_TIMING, anticipation: none, minSpinMs: 1000 });
    expect(slow.settledAt).toBe(1410 + NORMAL_TIMING.landing);
  });
});
