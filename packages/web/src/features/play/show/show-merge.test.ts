import { describe, expect, it } from 'vitest';
import { mergeShowState } from './show-merge';
import { round, state } from './test-rounds';

describe('mergeShowState', () => {
  it('takes the first state', () => {
    const first = state();
    expect(mergeShowState(null, first)).toBe(first);
  });
  it('ignores a state of an older round', () => {
    const current = state({ round: round({ id: 8 }) });
    expect(mergeShowState(current, state({ now: 200_000, round: round({ id: 7 }) }))).toBe(current);
  });
  it('takes a newer round', () => {
    const next = state({ round: round({ id: 8 }) });
    expect(mergeShowState(state(), next)).toBe(next);
  });
  it('keeps the more revealed state of the same round', () => {
    const spinning = state({ round: round({ phase: 'spinning', segmentIndex: 1, segment: '2' }) });
    const late = state({ now: 300_000, round: round({ phase: 'closed' }) });
    expect(mergeShowState(spinning, late)).toBe(spinning);
    const paid = state({ round: round({ phase: 'result', settled: 'settled' }) });
    expect(mergeShowState(state({ round: round({ phase: 'result' }) }), paid)).toBe(paid);
  });
  it('of two equally revealed states takes the later one', () => {
    const later = state({ now: 100_500, round: round({ bettors: 3 }) });
    expect(mergeShowState(state(), later)).toBe(later);
    expect(mergeShowState(later, state())).toBe(later);
  });
});
