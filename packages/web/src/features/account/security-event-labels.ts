import type { SecurityEventKind } from '@ante/core';

/** How an event reads in Recent activity, and whether it deserves a second look. */
export type SecurityEventLabel = { label: string; warning: boolean };

/**
 * One line per kind of core's closed list; the Record makes a new kind a type error
 * here until it has its words. Warnings are what the player may not have done
 * themselves: a wrong password, a device never seen before.
 */
export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, SecurityEventLabel> = {
  account_created: { label: 'Account created', warning: false },
  login: { label: 'Signed in', warning: false },
  login_failed: { label: 'Failed sign-in: wrong password', warning: true },
  new_device: { label: 'Signed in from a new device', warning: true },
  password_changed: { label: 'Password changed', warning: false },
  password_reset: { label: 'Password reset by e-mail link', warning: false },
  email_changed: { label: 'E-mail changed', warning: false },
  totp_enabled: { label: 'Two-factor turned on', warning: false },
  totp_disabled: { label: 'Two-factor turned off', warning: true },
  google_linked: { label: 'Google account linked', warning: false },
  wallet_linked: { label: 'Wallet linked', warning: false },
};

export function describeSecurityEvent(kind: SecurityEventKind): SecurityEventLabel {
  return SECURITY_EVENT_LABELS[kind];
}
