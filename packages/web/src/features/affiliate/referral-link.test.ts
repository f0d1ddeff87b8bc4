import { campaignCodeSchema, referrerSchema } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { referralLink } from './referral-link';

describe('referralLink', () => {
  it('puts the campaign code in the r parameter of the home page', () => {
    expect(referralLink('https://ante.example', 'lucky_7')).toBe('https://ante.example/?r=lucky_7');
    expect(referralLink('http://127.0.0.1:5173', 'Summer-Promo')).toBe(
      'http://127.0.0.1:5173/?r=Summer-Promo',
    );
  });

  it('drops any path or query of the origin it is given', () => {
    expect(referralLink('https://ante.example/settings?tab=affiliate', 'abc')).toBe(
      'https://ante.example/?r=abc',
    );
  });

  it('makes a code the arrival check accepts, for every code a campaign may have', () => {
    for (const code of ['abc', 'abc_DEF-123', 'A'.repeat(20), '---']) {
      expect(campaignCodeSchema.safeParse(code).success, code).toBe(true);
      const carried = new URL(referralLink('https://ante.example', code)).searchParams.get('r');
      expect(carried).toBe(code);
      expect(referrerSchema.safeParse(carried).success, code).toBe(true);
    }
  });
});
