import { referrerSchema } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { referralLink } from './referral-link';

describe('referralLink', () => {
  it('puts the username in the r parameter of the home page', () => {
    expect(referralLink('https://ante.example', 'lucky_7')).toBe('https://ante.example/?r=lucky_7');
    expect(referralLink('http://127.0.0.1:5173', 'Bob')).toBe('http://127.0.0.1:5173/?r=Bob');
  });

  it('makes a code the arrival check accepts', () => {
    const code = new URL(referralLink('https://ante.example', 'abc_DEF_123')).searchParams.get('r');
    expect(referrerSchema.safeParse(code).success).toBe(true);
  });
});
