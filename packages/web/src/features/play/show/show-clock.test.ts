import { describe, expect, it } from 'vitest';
import { clockOffset, countdownAt, phaseAt, phaseEndsAt } from './show-clock';
import { round } from './test-rounds';

const spun = round({
  phase: 'spinning',
  booster: { spot: '5', multiplier: 3 },
  segmentIndex: 3,
  segment: '5',
  multiplier: 18,
  resultAt: 124_000,
  nextAt: 130_000,
});

describe('clockOffset', () => {
  it('reads the server clock at the middle of the round trip', () => {
    expect(clockOffset(10_500, 1_000, 1_200)).toBe(9_400);
  });
  it('never takes a negative round trip', () => {
    expect(clockOffset(5_000, 1_000, 900)).toBe(4_000);
  });
});

describe('phaseAt', () => {
  it('follows the timestamps through betting and closed', () => {
    expect(phaseAt(round(), 110_000)).toBe('betting');
    expect(phaseAt(round(), 115_000)).toBe('closed');
    // The spin's time has come but its segment is not public: still closed.
    expect(phaseAt(round(), 117_000)).toBe('closed');
  });
  it('spins then shows the result once it is public', () => {
    expect(phaseAt(spun, 116_500)).toBe('spinning');
    expect(phaseAt(spun, 124_000)).toBe('result');
  });
  it('starts the bonus stage when the wheel stops on a bonus', () => {
    const bonus = round({
      ...spun,
      segmentIndex: 5,
      segment: 'ember-pick',
      bonus: { spot: 'ember-pick', kind: 'pick', index: 2, multiplier: 3 },
      bonusAt: 124_000,
      resultAt: 130_000,
    });
    expect(phaseAt(bonus, 123_999)).toBe('spinning');
    expect(phaseAt(bonus, 124_000)).toBe('bonus');
    expect(phaseAt(bonus, 130_000)).toBe('result');
  });
  it('believes a state that is further on than the clock', () => {
    expect(phaseAt(round({ ...spun, phase: 'result' }), 110_000)).toBe('result');
    expect(phaseAt(round({ phase: 'void' }), 110_000)).toBe('void');
  });
});

describe('countdownAt', () => {
  it('counts whole seconds up to the close, with the ring shrinking', () => {
    const countdown = countdownAt(round(), 107_500);
    expect(countdown).toEqual({ phase: 'betting', seconds: 8, fraction: 0.5 });
  });
  it('shows 1 until the moment itself, then the next phase', () => {
    expect(countdownAt(round(), 114_999).seconds).toBe(1);
    expect(countdownAt(round(), 115_000).phase).toBe('closed');
  });
  it('has no end while it waits on the studio', () => {
    expect(phaseEndsAt(round({ phase: 'result' }), 'result')).toBeNull();
  });
});
