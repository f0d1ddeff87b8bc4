/**
 * A form's two-factor code field, which every form that guards the account or moves
 * money out of it shows once the player has two-factor on. Empty means "not sent":
 * the contracts take the code as optional, and the server asks for it (TOTP_REQUIRED)
 * only when two-factor is on.
 */
export function codeOrNothing(value: string): string | undefined {
  const code = value.replace(/\s+/g, '');
  return code === '' ? undefined : code;
}

/** The form's own rule: with two-factor on, the code must be filled in before sending. */
export function missingCodeProblem(required: boolean, value: string): string | null {
  return required && codeOrNothing(value) === undefined ? 'Enter the code from your authenticator app' : null;
}
