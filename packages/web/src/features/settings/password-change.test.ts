import { PASSWORD_MIN } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { parseRequest, validateForm } from '../../ui/form/request-form';
import { passwordChangeRules, passwordChangeRulesFor } from './password-change';

const NEW = 'a brand new password';

describe('password change rules', () => {
  it('accepts a complete form and sends only the request fields', () => {
    const values = { currentPassword: 'old', newPassword: NEW, confirmPassword: NEW };
    expect(validateForm(passwordChangeRules, values)).toEqual({});
    expect(parseRequest(passwordChangeRules.schema, passwordChangeRules.toRequest(values))).toEqual({
      ok: true,
      request: { currentPassword: 'old', newPassword: NEW },
    });
  });

  it("uses core's minimum length for the new password", () => {
    const short = 'x'.repeat(PASSWORD_MIN - 1);
    expect(
      validateForm(passwordChangeRules, {
        currentPassword: 'old',
        newPassword: short,
        confirmPassword: short,
      }),
    ).toEqual({ newPassword: `Password must be at least ${PASSWORD_MIN} characters` });
  });

  it('asks for the current password and a matching confirmation', () => {
    expect(
      validateForm(passwordChangeRules, {
        currentPassword: '',
        newPassword: NEW,
        confirmPassword: `${NEW}!`,
      }),
    ).toEqual({
      currentPassword: 'Current password is required',
      confirmPassword: 'Passwords do not match',
    });
    expect(
      validateForm(passwordChangeRules, { currentPassword: 'old', newPassword: NEW, confirmPassword: '' }),
    ).toEqual({ confirmPassword: 'Confirm your new password' });
  });
});

describe('a first password (an account made through Google or a wallet)', () => {
  const rules = passwordChangeRulesFor(false);
  it('needs no current password and sends none', () => {
    const values = { currentPassword: '', newPassword: NEW, confirmPassword: NEW };
    expect(validateForm(rules, values)).toEqual({});
    expect(parseRequest(rules.schema, rules.toRequest(values))).toEqual({
      ok: true,
      request: { newPassword: NEW },
    });
  });
});
