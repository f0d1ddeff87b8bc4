import { type FormErrors, schemaResolver } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api';
import { errorMessage } from '../../lib/error-text';

export { errorMessage };

/** What a form holds: the text of each input, by the name of the request field it fills. */
export type FormValues = Record<string, string>;

/** One message per field; a field without a problem is left out (or given null). */
export type FieldProblems<Values extends FormValues> = Partial<
  Record<keyof Values, string | null | undefined>
>;

export type RequestFormRules<Values extends FormValues, Schema extends StandardSchemaV1> = {
  /** The request's contract from `@ante/core`: the rules the server applies, checked before sending. */
  schema: Schema;
  initialValues: Values;
  /**
   * The request body the values make, with what the player does not type (the
   * currency, a token) added; the values as they are by default.
   */
  toRequest?: (values: Values) => unknown;
  /** Rules only this form knows (a confirmation, the balance), checked alongside the contract. */
  check?: (values: Values) => FieldProblems<Values>;
};

/**
 * The form's problems, one per field: the contract's first complaint about each field
 * the form shows, then the form's own rules where the contract has none. A problem
 * with a part of the request the player does not type has no input to sit beside; it
 * is found again when the request is parsed on submit.
 */
export function validateForm<Values extends FormValues, Schema extends StandardSchemaV1>(
  rules: RequestFormRules<Values, Schema>,
  values: Values,
): FormErrors {
  const request = rules.toRequest ? rules.toRequest(values) : values;
  const contract = schemaResolver(rules.schema, { sync: true })(request);
  const own: Partial<Record<string, string | null | undefined>> = rules.check?.(values) ?? {};
  const errors: FormErrors = {};
  for (const field of Object.keys(rules.initialValues)) {
    const message = contract[field] ?? own[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The request the contract makes of the values (trimmed, normalised), or the first reason it cannot. */
export function parseRequest<Schema extends StandardSchemaV1>(
  schema: Schema,
  request: unknown,
): { ok: true; request: StandardSchemaV1.InferOutput<Schema> } | { ok: false; message: string } {
  const result = schema['~standard'].validate(request);
  // Core's contracts are zod schemas without async refinements, so the answer is never a promise.
  if (result instanceof Promise) throw new Error('Form contracts must validate synchronously');
  if (result.issues) return { ok: false, message: result.issues[0]?.message ?? GENERIC_ERROR_MESSAGE };
  return { ok: true, request: result.value };
}

/**
 * Where a failed call's message belongs: beside the field the server named when the
 * form shows that field, otherwise with the form as a whole (field null).
 */
export function placeServerError(error: unknown, fields: readonly string[]) {
  const message = errorMessage(error);
  if (error instanceof ApiError && error.fromServer && error.field && fields.includes(error.field)) {
    return { field: error.field, message };
  }
  return { field: null, message };
}
