import { ErrorCode } from '@ante/core';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api';

/** Where a failed login or register should say what went wrong: beside a field, or above the button. */
export type FormProblem = { field: string | null; message: string };

/** Codes that belong to one input rather than to the whole form. */
const FIELD_BY_CODE: Record<string, string> = {
  [ErrorCode.UsernameTaken]: 'username',
  [ErrorCode.EmailTaken]: 'email',
};

export function describeFormProblem(error: unknown, fields: readonly string[]): FormProblem {
  if (!(error instanceof ApiError) || !error.fromServer)
    return { field: null, message: GENERIC_ERROR_MESSAGE };
  const field = FIELD_BY_CODE[error.code];
  if (field && fields.includes(field)) return { field, message: error.message };
  // A 400 names the field as "field: message" (see describeZodError in core).
  if (error.code === ErrorCode.Validation) {
    const match = /^(\w+): (.+)$/.exec(error.message);
    if (match?.[1] && match[2] && fields.includes(match[1])) return { field: match[1], message: match[2] };
  }
  return { field: null, message: error.message };
}
