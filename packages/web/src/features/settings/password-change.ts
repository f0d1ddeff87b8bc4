import { changePasswordRequestSchema } from '@ante/core';

export type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/**
 * The change-password form's rules: the request's own contract (so the minimum
 * length is core's `passwordSchema`, written once) plus the confirmation, which
 * only the form has and never sends. An account made through Google or a wallet has
 * no password yet (`hasPassword` false): it sets its first one without a current one.
 */
export function passwordChangeRulesFor(hasPassword: boolean) {
  return {
    schema: changePasswordRequestSchema,
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' } satisfies PasswordValues,
    toRequest: ({ confirmPassword: _confirm, currentPassword, newPassword }: PasswordValues) =>
      hasPassword ? { currentPassword, newPassword } : { newPassword },
    check: ({ currentPassword, newPassword, confirmPassword }: PasswordValues) => ({
      currentPassword: hasPassword && !currentPassword ? 'Current password is required' : null,
      confirmPassword: !confirmPassword
        ? 'Confirm your new password'
        : confirmPassword !== newPassword
          ? 'Passwords do not match'
          : null,
    }),
  };
}

export const passwordChangeRules = passwordChangeRulesFor(true);
