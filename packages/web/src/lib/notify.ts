import { notifications } from '@mantine/notifications';
import { errorMessage } from './error-text';

/** The title of every fallback error toast, misspelt as players know it (docs/product.md#errors-the-player-sees). */
export const ERROR_TOAST_TITLE = 'An error has occured';

/** The fallback toast: the server's message when it sent one, else a generic line. */
export function notifyError(error: unknown): void {
  notifications.show({ color: 'red', title: ERROR_TOAST_TITLE, message: errorMessage(error) });
}

export function notifySuccess(title: string, message: string): void {
  notifications.show({ color: 'brand', title, message });
}

let formSubmits = 0;

/**
 * Runs a form's submit handler. The calls it starts show their refusal in the form,
 * beside the field or above the button, so the query client must not toast it as
 * well: it asks `isFormStartingCall` when a call starts, which the call does at once,
 * inside this run.
 */
export function runFormSubmit<T>(submit: () => T): T {
  formSubmits += 1;
  try {
    return submit();
  } finally {
    formSubmits -= 1;
  }
}

/** True while a form's submit handler is starting its calls (see `runFormSubmit`). */
export function isFormStartingCall(): boolean {
  return formSubmits > 0;
}
