/**
 * The `action` links the server e-mails (docs/product.md#deep-links):
 * `?action=<action>&token=<code>`. An action without a token does nothing
 * (docs/product.md#input-rules).
 */
export const ACTIVATE_EMAIL_ACTION = 'activate-email';
export const UPDATE_EXCLUSION_ACTION = 'update-exclusion';
export const RESET_PASSWORD_ACTION = 'reset-password';
export type LinkAction =
  | typeof ACTIVATE_EMAIL_ACTION
  | typeof UPDATE_EXCLUSION_ACTION
  | typeof RESET_PASSWORD_ACTION;

/** The token of an `action` link, or null when the address is not one or has no token. */
export function linkToken(params: URLSearchParams, action: LinkAction): string | null {
  if (params.get('action') !== action) return null;
  const token = params.get('token')?.trim();
  return token ? token : null;
}

/** The code to activate, when the address is an e-mail activation link. */
export const activationToken = (params: URLSearchParams) => linkToken(params, ACTIVATE_EMAIL_ACTION);

/** The code that confirms a break, when the address is the break e-mail's link. */
export const exclusionToken = (params: URLSearchParams) => linkToken(params, UPDATE_EXCLUSION_ACTION);

/** The code that lets the player choose a new password, when the address is the reset e-mail's link. */
export const resetPasswordToken = (params: URLSearchParams) => linkToken(params, RESET_PASSWORD_ACTION);

/** The same parameters without a link's, so a reload cannot use the code again. */
export function withoutLinkParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('action');
  next.delete('token');
  return next;
}
