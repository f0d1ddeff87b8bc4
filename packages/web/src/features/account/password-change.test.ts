import { PASSWORD_MIN } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { parseRequest, validateForm } from '../../ui/form/request-form';
import { passwordChangeRules } from './password-change';

const NEW = 'a brand new password';
const rules = passwordChangeRules({ hasPassword: true, totpRequired: false });

describe('password change rules', () => {
  it('accepts a complete form and sends only the request fields', () => {
    const values = { currentPassword: 'old', newPassword: NEW, confirmPassword: NEW, totpCode: '' };
    expect(validateForm(rules, values)).toEqual({});
    expect(parseRequest(rules.schema, rules.toRequest(values))).toEqual({
      ok: true,
      request: { currentPassword: 'old', newPassword: NEW },
    });
  });

  it('asks for the two-factor code once two-factor is on, and sends it', () => {
    const withCode = passwordChangeRules({ hasPassword: true, totpRequired: true });
    const values = { currentPassword: 'old', newPassword: NEW, confirmPassword: NEW, totpCode: '' };
    expect(validateForm(withCode, values)).toEqual({
      totpCode: 'Enter the code from your authenticator app',
    });
    expect(parseRequest(withCode.schema, withCode.toRequest({ ...values, totpCode: '123 456' }))).toEqual({
      ok: true,
      request: { currentPassword: 'old', newPassword: NEW, totpCode: '123456' },
    });
  });

  it("uses core's minimum length for the new password", () => {
    const short = 'x'.repeat(PASSWORD_MIN - 1);
    expect(
      validateForm(rules, {
        currentPassword: 'old',
        newPassword: short,
        confirmPassword: short,
        totpCode: '',
      }),
    ).toEqual({ newPassword: `Password must be at least ${PASSWORD_MIN} characters` });
  });

  it('asks for the current password and a matching confirmation', () => {
    expect(
      validateForm(rules, {
        currentPassword: '',
        newPassword: NEW,
        confirmPassword: `${NEW}!`,
        totpCode: '',
      }),
    ).toEqual({
      currentPassword: 'Current password is required',
      confirmPassword: 'Passwords do not match',
    });
    expect(
      validateForm(rules, { currentPassword: 'old', newPassword: NEW, confirmPassword: '', totpCode: '' }),
    ).toEqual({ confirmPassword: 'Confirm your new password' });
  });
});

describe('a first password (an account made through Google or a wallet)', () => {
  const rules = passwordChangeRules({ hasPassword: false, totpRequired: false });
  it('needs no current password and sends none', () => {
    const values = { currentPassword: '', newPassword: NEW, confirmPassword: NEW, totpCode: '' };
    expect(validateForm(rules, values)).toEqual({});
    expect(parseRequest(rules.schema, rules.toRequest(values))).toEqual({
      ok: true,
      request: { newPassword: NEW },
    });
  });
});
