import { type ChangePasswordRequest, changePasswordRequestSchema, ErrorCode } from '@ante/core';
import { ApiError } from '../../lib/api';
import { describeFormProblem, type FormProblem } from '../auth/server-errors';

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

type Issue = { path: PropertyKey[]; message: string };
type Result = { success: true; data: ChangePasswordRequest } | { success: false; error: { issues: Issue[] } };

/**
 * The change-password form's rules: the request's own contract (so the minimum
 * length is core's `passwordSchema`, written once) plus the confirmation, which
 * only the form has. Shaped like a zod schema so `useValidatedForm` can use it.
 */
export const passwordChangeSchema = {
  safeParse(data: unknown): Result {
    const { confirmPassword, ...request } = (data ?? {}) as Partial<Record<PasswordField, string>>;
    const result = changePasswordRequestSchema.safeParse(request);
    const issues: Issue[] = result.success ? [] : [...result.error.issues];
    if (!confirmPassword) issues.push({ path: ['confirmPassword'], message: 'Confirm your new password' });
    else if (confirmPassword !== request.newPassword) {
      issues.push({ path: ['confirmPassword'], message: 'Passwords do not match' });
    }
    if (result.success && issues.length === 0) return { success: true, data: result.data };
    return { success: false, error: { issues } };
  },
};

/** A wrong current password belongs beside that field; other refusals go where the login form puts them. */
export function describePasswordProblem(error: unknown): FormProblem {
  if (error instanceof ApiError && error.fromServer && error.code === ErrorCode.WrongPassword) {
    return { field: 'currentPassword', message: error.message };
  }
  return describeFormProblem(error, PASSWORD_FIELDS);
}
