import { type ChangeEvent, type FormEvent, useState } from 'react';

type Issue = { path: readonly PropertyKey[]; message: string };
/** The part of a zod schema this hook needs, so screens pass `@ante/core` schemas as they are. */
type SafeParser<Output> = {
  safeParse(data: unknown): { success: true; data: Output } | { success: false; error: { issues: Issue[] } };
};

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Form state validated by the same contract schema the server uses, so the rules
 * (lengths, allowed characters) are written once, in core. Errors show after the
 * first submit and then follow every keystroke.
 */
export function useValidatedForm<Field extends string, Output>(
  schema: SafeParser<Output>,
  initialValues: Record<Field, string>,
  extra: () => Record<string, unknown> = () => ({}),
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);

  function validate(next: Record<Field, string>): Output | null {
    const result = schema.safeParse({ ...next, ...extra() });
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: FieldErrors<Field> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as Field;
      if (field in initialValues && found[field] === undefined) found[field] = issue.message;
    }
    setErrors(found);
    return null;
  }

  function fieldProps(field: Field) {
    return {
      value: values[field],
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [field]: event.currentTarget.value };
        setValues(next);
        if (submitted) validate(next);
        else if (errors[field]) setErrors({ ...errors, [field]: undefined });
      },
    };
  }

  function handleSubmit(onValid: (data: Output) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const data = validate(values);
      if (data !== null) onValid(data);
    };
  }

  function setFieldError(field: Field, message: string) {
    setErrors((previous) => ({ ...previous, [field]: message }));
  }

  return { values, errors, fieldProps, handleSubmit, setFieldError };
}
