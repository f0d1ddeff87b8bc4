/** The `action` value of the link in the activation e-mail (spec section 2). */
export const ACTIVATE_EMAIL_ACTION = 'activate-email';

/**
 * The code to activate, when the address is an e-mail activation link. Spec section 5:
 * the action without a token does nothing, and other actions (update-exclusion also
 * carries a token) are not ours to answer.
 */
export function activationToken(params: URLSearchParams): string | null {
  if (params.get('action') !== ACTIVATE_EMAIL_ACTION) return null;
  const token = params.get('token')?.trim();
  return token ? token : null;
}

/** The same parameters without the activation link's, so a reload cannot send the code again. */
export function withoutActivationParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('action');
  next.delete('token');
  return next;
}
