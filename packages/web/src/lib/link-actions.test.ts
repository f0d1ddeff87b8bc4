import { describe, expect, it } from 'vitest';
import { activationToken, exclusionToken, resetPasswordToken, withoutLinkParams } from './link-actions';

const TOKEN = 'a'.repeat(64);
const params = (search: string) => new URLSearchParams(search);

describe('activationToken', () => {
  it('reads the token of an activation link', () => {
    expect(activationToken(params(`?action=activate-email&token=${TOKEN}`))).toBe(TOKEN);
    expect(activationToken(params(`?token=${TOKEN}&tab=security&action=activate-email`))).toBe(TOKEN);
  });

  it('does nothing without a token (spec section 5)', () => {
    expect(activationToken(params('?action=activate-email'))).toBeNull();
    expect(activationToken(params('?action=activate-email&token='))).toBeNull();
    expect(activationToken(params('?action=activate-email&token=%20%20'))).toBeNull();
  });

  it('leaves other actions and plain addresses alone', () => {
    expect(activationToken(params(`?action=update-exclusion&token=${TOKEN}`))).toBeNull();
    expect(activationToken(params(`?token=${TOKEN}`))).toBeNull();
    expect(activationToken(params(''))).toBeNull();
  });
});

describe('resetPasswordToken', () => {
  it('reads the token of a password reset link, and nothing without one or for another action', () => {
    expect(resetPasswordToken(params(`?action=reset-password&token=${TOKEN}`))).toBe(TOKEN);
    expect(resetPasswordToken(params('?action=reset-password'))).toBeNull();
    expect(resetPasswordToken(params(`?action=activate-email&token=${TOKEN}`))).toBeNull();
  });
});

describe('exclusionToken', () => {
  it('reads the token of a break link, and nothing without one', () => {
    expect(exclusionToken(params(`?action=update-exclusion&token=${TOKEN}`))).toBe(TOKEN);
    expect(exclusionToken(params('?action=update-exclusion'))).toBeNull();
    expect(exclusionToken(params(`?action=activate-email&token=${TOKEN}`))).toBeNull();
  });
});

describe('withoutLinkParams', () => {
  it('drops the action and token and keeps everything else', () => {
    const next = withoutLinkParams(params(`?tab=security&action=activate-email&token=${TOKEN}&r=bob`));
    expect(next.toString()).toBe('tab=security&r=bob');
  });

  it('does not change the parameters it was given', () => {
    const original = params(`?action=activate-email&token=${TOKEN}`);
    withoutLinkParams(original);
    expect(original.get('token')).toBe(TOKEN);
  });
});
