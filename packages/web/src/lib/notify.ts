import { notifications } from '@mantine/notifications';
import { ApiError, GENERIC_ERROR_MESSAGE } from './api';

/** The title the spec gives every fallback error toast (its spelling is the spec's). */
export const ERROR_TOAST_TITLE = 'An error has occured';

/** The spec's fallback toast: the server's message when it sent one, else a generic line. */
export function notifyError(error: unknown): void {
  const message = error instanceof ApiError && error.fromServer ? error.message : GENERIC_ERROR_MESSAGE;
  notifications.show({ color: 'red', title: ERROR_TOAST_TITLE, message });
}

export function notifySuccess(title: string, message: string): void {
  notifications.show({ color: 'brand', title, message });
}
