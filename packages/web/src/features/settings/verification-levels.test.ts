import { describe, expect, it } from 'vitest';
import { levelStatus, verificationSummary } from './verification-levels';

const statuses = (user: { kycRequired: number | null; kycComplete: number; kycPending: number }) =>
  [1, 2, 3, 4].map((level) => levelStatus(user, level));

describe('verification levels', () => {
  it('marks every level optional when nothing is asked', () => {
    const user = { kycRequired: 0, kycComplete: 0, kycPending: 0 };
    expect(statuses(user)).toEqual(['optional', 'optional', 'optional', 'optional']);
    expect(verificationSummary(user)).toMatch(/No verification is needed/);
  });

  it('shows completed, under review, required and optional levels', () => {
    const user = { kycRequired: 3, kycComplete: 1, kycPending: 2 };
    expect(statuses(user)).toEqual(['complete', 'pending', 'required', 'optional']);
    expect(verificationSummary(user)).toBe('Your account needs verification up to level 3.');
  });

  it('says the review is under way once every required level is submitted', () => {
    const user = { kycRequired: 2, kycComplete: 1, kycPending: 2 };
    expect(statuses(user)).toEqual(['complete', 'pending', 'optional', 'optional']);
    expect(verificationSummary(user)).toMatch(/being reviewed/);
  });

  it('reports a verified account', () => {
    const user = { kycRequired: 2, kycComplete: 2, kycPending: 0 };
    expect(statuses(user)).toEqual(['complete', 'complete', 'optional', 'optional']);
    expect(verificationSummary(user)).toBe('Your account is verified to level 2.');
  });

  it('while the required level is unknown, asks for nothing yet but says so', () => {
    const user = { kycRequired: null, kycComplete: 1, kycPending: 0 };
    expect(statuses(user)).toEqual(['complete', 'optional', 'optional', 'optional']);
    expect(verificationSummary(user)).toMatch(/still working out/);
  });
});
