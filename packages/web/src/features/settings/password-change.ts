import { changePasswordRequestSchema } from '@ante/core';

export type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * The change-password form's rules: the request's own contract (so the minimum
 * length is core's `passwordSchema`, written once) plus the confirmation, which
 * only the form has and never sends.
 */
export const passwordChangeRules = {
  schema: changePasswordRequestSchema,
  initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' } satisfies PasswordValues,
  toRequest: ({ confirmPassword: _confirm, ...request }: PasswordValues) => request,
  check: ({ newPassword, confirmPassword }: PasswordValues) => ({
    confirmPassword: !confirmPassword
      ? 'Confirm your new password'
      : confirmPassword !== newPassword
        ? 'Passwords do not match'
        : null,
  }),
};
