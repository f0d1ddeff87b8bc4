import { changePasswordRequestSchema } from '@ante/core';
import { codeOrNothing, missingCodeProblem } from '../../lib/totp-code';

export type PasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  totpCode: string;
};

/**
 * The change-password form's rules: the request's own contract (so the minimum
 * length is core's `passwordSchema`, written once) plus the confirmation, which
 * only the form has and never sends, and the two-factor code once two-factor is on.
 * An account made through Google or a wallet has no password yet (`hasPassword`
 * false): it sets its first one without a current one.
 */
export function passwordChangeRules({
  hasPassword,
  totpRequired,
}: {
  hasPassword: boolean;
  totpRequired: boolean;
}) {
  return {
    schema: changePasswordRequestSchema,
    initialValues: {
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
      totpCode: '',
    } satisfies PasswordValues,
    toRequest: ({ confirmPassword: _confirm, currentPassword, newPassword, totpCode }: PasswordValues) => ({
      ...(hasPassword ? { currentPassword } : {}),
      newPassword,
      totpCode: codeOrNothing(totpCode),
    }),
    check: ({ currentPassword, newPassword, confirmPassword, totpCode }: PasswordValues) => ({
      currentPassword: hasPassword && !currentPassword ? 'Current password is required' : null,
      confirmPassword: !confirmPassword
        ? 'Confirm your new password'
        : confirmPassword !== newPassword
          ? 'Passwords do not match'
          : null,
      totpCode: missingCodeProblem(totpRequired, totpCode),
    }),
  };
}
