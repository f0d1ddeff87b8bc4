import { usdText } from '@ante/core';
import { ApiError, GENERIC_ERROR_MESSAGE } from './api';

/** Shows a dollar amount in the player's display currency. */
export type UsdFormatter = (usd: string) => string;

let displayUsd: UsdFormatter = usdText;

/**
 * Sets how the dollar amounts an error names are shown: the app passes the formatter
 * of the player's display currency whenever it (or its rate) changes. Errors are
 * worded outside React (the query client's toasts), so they read it from here.
 */
export function setErrorUsdFormatter(formatter: UsdFormatter): void {
  displayUsd = formatter;
}

/**
 * A failed call as the player reads it, the one wording of every toast and inline
 * error: the server's own message, or the generic line. A message that starts with
 * the path of the input it is about ("amount: must be...", as the API words a bad
 * input for other clients) loses the path, which the form shows by placing it, and
 * reads as a sentence; the dollar amounts it names show in the player's currency.
 */
export function errorMessage(error: unknown, formatUsd: UsdFormatter = displayUsd): string {
  if (!(error instanceof ApiError) || !error.fromServer) return GENERIC_ERROR_MESSAGE;
  let message = error.message;
  if (error.field && message.startsWith(`${error.field}: `)) {
    message = sentence(message.slice(error.field.length + 2));
  }
  for (const usd of error.amountsUsd) {
    message = message.replace(usdText(usd), formatUsd(usd));
  }
  return message;
}

function sentence(text: string): string {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
