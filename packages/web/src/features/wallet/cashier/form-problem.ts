import { ErrorCode } from '@ante/core';
import { ApiError } from '../../../lib/api';
import { describeFormProblem, type FormProblem } from '../../auth/server-errors';

/** Server codes that belong beside one field of a Cashier form rather than above its button. */
const FIELD_BY_CODE: Record<string, string> = {
  INSUFFICIENT_BALANCE: 'amount',
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
