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
  // A 400 names its field; its message starts "field: " for a toast, which beside the field is said already.
  if (error.field && fields.includes(error.field)) {
    const prefix = `${error.field}: `;
    const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
    return { field: error.field, message };
  }
  return { field: null, message: error.message };
}
