import {
  type ChangePasswordRequest,
  type ExcludeInitRequest,
  type ExclusionTimeframe,
  exclusionResponseSchema,
  okResponseSchema,
  type SetEmailRequest,
  securityEventsResponseSchema,
  sessionsResponseSchema,
  totpSetupResponseSchema,
  userResponseSchema,
} from '@ante/core';
import { api } from '../../lib/api';

/**
 * Query keys. Player data is keyed by user id (as in wallet-api), so another player
 * signing in on this tab never sees the previous one's sessions.
 */
export const accountKeys = {
  sessions: (userId: string) => ['user', userId, 'sessions'] as const,
  securityEvents: (userId: string) => ['user', userId, 'security-events'] as const,
};

export async function fetchSessions() {
  const { sessions } = await api.get('/user/sessions', sessionsResponseSchema);
  return sessions;
}

export function revokeSession(id: string) {
  return api.post('/user/sessions/revoke', { id }, okResponseSchema);
}

export function changePassword(body: ChangePasswordRequest) {
  return api.post('/user/change-password', body, okResponseSchema);
}

export async function setEmail(body: SetEmailRequest) {
  const { user } = await api.post('/user/set-email', body, userResponseSchema);
  return user;
}

/** The player's newest security events (Recent activity), newest first. */
export async function fetchSecurityEvents() {
  const { events } = await api.get('/user/security-events', securityEventsResponseSchema);
  return events;
}

export function sendVerifyEmail() {
  return api.post('/user/send-verify-email', {}, okResponseSchema);
}

/** Needs no login: the code in the link is the proof, and the link may open on another device. */
export function activateEmail(verificationCode: string) {
  return api.post('/user/activate-email', { verificationCode }, okResponseSchema);
}

/** Mails the link that confirms a break to the account's verified e-mail. */
export function requestExclusionLink(body: ExcludeInitRequest = {}) {
  return api.post('/user/exclude/init', body, okResponseSchema);
}

/** Starts the break a link was sent for; needs no login, the code is the proof. */
export async function applyExclusion({ token, timeframe }: { token: string; timeframe: ExclusionTimeframe }) {
  const { exclusion } = await api.post('/user/exclude/update', { token, timeframe }, exclusionResponseSchema);
  return exclusion;
}

/** A new two-factor secret, waiting for its first code (totp/verify). */
export function fetchTotpSetup() {
  return api.get('/user/totp/new', totpSetupResponseSchema);
}

export async function enableTotp(code: string) {
  const { user } = await api.post('/user/totp/verify', { code }, userResponseSchema);
  return user;
}

export async function disableTotp(code: string) {
  const { user } = await api.post('/user/totp/disable', { code }, userResponseSchema);
  return user;
}
