import type { VerificationLevel } from '@ante/core';
import { usdText } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { levelBadge, openLevel, verificationSummary } from './verification-levels';

/** Dollars in euros at a fixed rate, as the display currency's formatter gives them. */
const euros = (usd: string) => (usd === '2000' ? '€1,840.00' : `€?${usd}`);

const level = (n: number, state: VerificationLevel['state'], canSubmit = false): VerificationLevel => ({
  level: n,
  state,
  reason: state === 'rejected' ? 'Blurred' : null,
  submittedAt: null,
  reviewedAt: null,
  canSubmit,
});

describe('verification levels', () => {
  it('opens the first level the player can send, and locks the ones after it', () => {
    const levels = [
      level(1, 'approved'),
      level(2, 'rejected', true),
      level(3, 'not_started'),
      level(4, 'not_started'),
    ];
    expect(openLevel(levels)).toBe(2);
    expect(levels.map((entry) => levelBadge(entry).label)).toEqual([
      'Approved',
      'Rejected',
      'Locked',
      'Locked',
    ]);
  });

  it('has no open level while one is under review', () => {
    const levels = [
      level(1, 'pending'),
      level(2, 'not_started'),
      level(3, 'not_started'),
      level(4, 'not_started'),
    ];
    expect(openLevel(levels)).toBeNull();
    expect(verificationSummary({ levels, kycRequired: 0, withdrawalRule: null }, usdText)).toBe(
      'Level 1 is being reviewed. We will update this page.',
    );
  });

  it('says what the account needs, and what withdrawals above a value need', () => {
    const fresh = [
      level(1, 'not_started', true),
      level(2, 'not_started'),
      level(3, 'not_started'),
      level(4, 'not_started'),
    ];
    expect(verificationSummary({ levels: fresh, kycRequired: 2, withdrawalRule: null }, usdText)).toBe(
      'Your account needs verification up to level 2.',
    );
    const rule = { level: 2, aboveUsd: '2000', above30DaysUsd: '10000' };
    expect(verificationSummary({ levels: fresh, kycRequired: 0, withdrawalRule: rule }, usdText)).toBe(
      'Withdrawals above $2,000.00 in 24 hours or $10,000.00 in 30 days need level 2. You can verify ahead of time.',
    );
    expect(
      verificationSummary(
        { levels: fresh, kycRequired: 0, withdrawalRule: { ...rule, above30DaysUsd: null } },
        euros,
      ),
    ).toBe('Withdrawals above €1,840.00 in 24 hours need level 2. You can verify ahead of time.');
    const done = [
      level(1, 'approved'),
      level(2, 'approved'),
      level(3, 'not_started', true),
      level(4, 'not_started'),
    ];
    expect(verificationSummary({ levels: done, kycRequired: 2, withdrawalRule: null }, usdText)).toBe(
      'Your account is verified to level 2.',
    );
  });
});
