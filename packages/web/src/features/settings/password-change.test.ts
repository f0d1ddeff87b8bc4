import { ErrorCode, PASSWORD_MIN } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api';
import { describePasswordProblem, passwordChangeSchema } from './password-change';

function problems(values: Record<string, string>) {
  const result = passwordChangeSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

const NEW = 'a brand new password';

describe('password change rules', () => {
  it('accepts a complete form and sends only the request fields', () => {
    const result = passwordChangeSchema.safeParse({
      currentPassword: 'old',
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(result).toEqual({ success: true, data: { currentPassword: 'old', newPassword: NEW } });
  });

  it("uses core's minimum length for the new password", () => {
    const short = 'x'.repeat(PASSWORD_MIN - 1);
    expect(problems({ currentPassword: 'old', newPassword: short, confirmPassword: short })).toEqual({
      newPassword: `Password must be at least ${PASSWORD_MIN} characters`,
    });
  });

  it('asks for the current password and a matching confirmation', () => {
    expect(problems({ currentPassword: '', newPassword: NEW, confirmPassword: `${NEW}!` })).toEqual({
      currentPassword: 'Current password is required',
      confirmPassword: 'Passwords do not match',
    });
    expect(problems({ currentPassword: 'old', newPassword: NEW, confirmPassword: '' })).toEqual({
      confirmPassword: 'Confirm your new password',
    });
  });

  it('places server refusals beside their field', () => {
    const wrong = new ApiError(400, ErrorCode.WrongPassword, 'Current password is incorrect.', true);
    expect(describePasswordProblem(wrong)).toEqual({
      field: 'currentPassword',
      message: 'Current password is incorrect.',
    });
    const invalid = new ApiError(400, ErrorCode.Validation, 'newPassword: Password is too long', true, {
      field: 'newPassword',
    });
    expect(describePasswordProblem(invalid)).toEqual({
      field: 'newPassword',
      message: 'Password is too long',
    });
    const offline = new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_MESSAGE, false);
    expect(describePasswordProblem(offline)).toEqual({ field: null, message: GENERIC_ERROR_MESSAGE });
  });
});
