import { ErrorCode } from '@ante/core';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { describeFormProblem, type FormProblem } from '../../auth/server-errors';

/** Server codes that belong beside one field of a Cashier form rather than above its button. */
const FIELD_BY_CODE: Record<string, string> = {
  [ErrorCode.InsufficientBalance]: 'amount',
  [ErrorCode.WrongPassword]: 'password',
  [ErrorCode.NotFound]: 'username',
};

/** Server messages name the field in lower case ("amount: the minimum ..."); beside the field it reads as a sentence. */
function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

export function describeCashierProblem(error: unknown, fields: readonly string[]): FormProblem {
  if (error instanceof ApiError && error.fromServer) {
    const field = FIELD_BY_CODE[error.code];
    if (field && fields.includes(field)) return { field, message: sentence(error.message) };
  }
  const problem = describeFormProblem(error, fields);
  return { field: problem.field, message: sentence(problem.message) };
}

/**
 * A Cashier form's problems: one message per field, or one for the whole form.
 * `showFailure` places a failed request's message beside its field when it has one.
 */
export function useFormProblems<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const clearErrors = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);
  const showFailure = useCallback(
    (error: unknown) => {
      const problem = describeCashierProblem(error, fields);
      const field = fields.find((name) => name === problem.field);
      if (field) setErrors({ [field]: problem.message } as Partial<Record<F, string>>);
      else setFormError(problem.message);
    },
    [fields],
  );
  return { errors, setErrors, formError, clearErrors, showFailure };
}
