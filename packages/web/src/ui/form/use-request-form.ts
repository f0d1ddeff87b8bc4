import { useForm } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useCallback, useRef, useState } from 'react';
import { runFormSubmit } from '../../lib/notify';
import {
  type FormValues,
  parseRequest,
  placeServerError,
  type RequestFormRules,
  validateForm,
} from './request-form';

type RequestFormOptions<Values extends FormValues, Schema extends StandardSchemaV1> = RequestFormRules<
  Values,
  Schema
> & {
  /** The field that shows a refusal naming none of the form's fields; without one it goes above the button. */
  otherErrorsField?: keyof Values & string;
  /** Checks a field as it changes, for a form whose button stays disabled while it is wrong. */
  validateOnChange?: boolean;
};

/**
 * Every form of the app: a Mantine form whose rules are the request's contract from
 * core (plus any the form alone knows), so the server's rules are written once.
 * Problems show when the player submits and, after a refused submit, follow every
 * change. A failed call lands beside the field the server named (`field` in its
 * error body), else in `formError`, and only there: the calls `onValid` starts are
 * not toasted too (`runFormSubmit`). `form.submitting` stays true while the call runs.
 *
 * The options are read afresh at each validation, so rules that depend on props (the
 * balance, the chosen currency) always see the current ones.
 */
export function useRequestForm<Values extends FormValues, Schema extends StandardSchemaV1>(
  options: RequestFormOptions<Values, Schema>,
) {
  const latest = useRef(options);
  latest.current = options;
  const refused = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const validate = useCallback((values: Values) => validateForm(latest.current, values), []);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate,
    validateInputOnChange: options.validateOnChange,
    onValuesChange: () => {
      if (refused.current) form.validate();
    },
  });

  const showServerError = (error: unknown) => {
    const { field, message } = placeServerError(error, Object.keys(latest.current.initialValues));
    const target = field ?? latest.current.otherErrorsField;
    if (target) form.setFieldError(target, message);
    else setFormError(message);
  };

  /**
   * The form's submit handler: checks the values and, when they pass, calls `onValid`
   * with the request the contract parsed from them (trimmed, normalised). When
   * `onValid` returns a promise, a rejection is shown as the server's error.
   */
  const handleSubmit = (onValid: (request: StandardSchemaV1.InferOutput<Schema>) => unknown) =>
    form.onSubmit(
      async (values) => {
        refused.current = false;
        setFormError(null);
        const { schema, toRequest } = latest.current;
        const parsed = parseRequest(schema, toRequest ? toRequest(values) : values);
        if (!parsed.ok) return setFormError(parsed.message);
        try {
          await runFormSubmit(() => onValid(parsed.request));
        } catch (error) {
          showServerError(error);
        }
      },
      () => {
        refused.current = true;
        setFormError(null);
      },
    );

  /** Forgets every problem, as when the form's context changes (another currency, another direction). */
  const clearErrors = () => {
    refused.current = false;
    form.clearErrors();
    setFormError(null);
  };

  return { form, formError, handleSubmit, showServerError, clearErrors };
}
