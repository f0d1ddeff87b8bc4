import { changePasswordRequestSchema } from '@ante/core';
import { codeOrNothing, missingCodeProblem } from '../auth/totp-code';

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
 */
export function passwordChangeRules(totpRequired: boolean) {
  return {
    schema: changePasswordRequestSchema,
    initialValues: {
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
      totpCode: '',
    } satisfies PasswordValues,
    toRequest: ({ confirmPassword: _confirm, totpCode, ...request }: PasswordValues) => ({
      ...request,
      totpCode: codeOrNothing(totpCode),
    }),
    check: ({ newPassword, confirmPassword, totpCode }: PasswordValues) => ({
      confirmPassword: !confirmPassword
        ? 'Confirm your new password'
        : confirmPassword !== newPassword
          ? 'Passwords do not match'
          : null,
      totpCode: missingCodeProblem(totpRequired, totpCode),
    }),
  };
}
