import { describe, expect, it } from 'vitest';
import { needsVerification } from './verification';

describe('verification badge (docs/product.md#how-things-change)', () => {
  it('shows while the required level is unknown, whatever else is done', () => {
    expect(needsVerification({ kycRequired: null, kycComplete: 0, kycPending: 0 })).toBe(true);
    expect(needsVerification({ kycRequired: null, kycComplete: 4, kycPending: 0 })).toBe(true);
  });

  it('shows while required exceeds complete and not every required level is under review', () => {
    expect(needsVerification({ kycRequired: 2, kycComplete: 0, kycPending: 0 })).toBe(true);
    expect(needsVerification({ kycRequired: 3, kycComplete: 1, kycPending: 2 })).toBe(true);
  });

  it('hides when nothing is required, everything is complete, or the required levels are under review', () => {
    expect(needsVerification({ kycRequired: 0, kycComplete: 0, kycPending: 0 })).toBe(false);
    expect(needsVerification({ kycRequired: 2, kycComplete: 2, kycPending: 0 })).toBe(false);
    expect(needsVerification({ kycRequired: 2, kycComplete: 1, kycPending: 2 })).toBe(false);
  });
});
