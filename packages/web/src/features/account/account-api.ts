import {
  authApi,
  type ChangePasswordRequest,
  type ExcludeInitRequest,
  type ExclusionTimeframe,
  profileApi,
  type SetEmailRequest,
  selfExclusionApi,
  sessionsApi,
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
  const { sessions } = await api.call(sessionsApi.list);
  return sessions;
}

export function revokeSession(id: string) {
  return api.call(sessionsApi.revoke, { body: { id } });
}

export function changePassword(body: ChangePasswordRequest) {
  return api.call(authApi.changePassword, { body });
}

export async function setEmail(body: SetEmailRequest) {
  const { user } = await api.call(profileApi.setEmail, { body });
  return user;
}

/** The player's newest security events (Recent activity), newest first. */
export async function fetchSecurityEvents() {
  const { events } = await api.call(sessionsApi.securityEvents);
  return events;
}

export function sendVerifyEmail() {
  return api.call(profileApi.sendVerifyEmail);
}

/** Needs no login: the code in the link is the proof, and the link may open on another device. */
export function activateEmail(verificationCode: string) {
  return api.call(profileApi.activateEmail, { body: { verificationCode } });
}

/** Mails the link that confirms a break to the account's verified e-mail. */
export function requestExclusionLink(body: ExcludeInitRequest = {}) {
  return api.call(selfExclusionApi.init, { body });
}

/** Starts the break a link was sent for; needs no login, the code is the proof. */
export async function applyExclusion({ token, timeframe }: { token: string; timeframe: ExclusionTimeframe }) {
  const { exclusion } = await api.call(selfExclusionApi.update, { body: { token, timeframe } });
  return exclusion;
}

/** Confirms that an ended self-exclusion may end; the account reopens 24 hours later. */
export async function reopenAccount() {
  const { exclusion } = await api.call(selfExclusionApi.reopen, { body: {} });
  return exclusion;
}

/** A new two-factor secret, waiting for its first code (totp/verify). */
export function fetchTotpSetup() {
  return api.call(authApi.totpNew);
}

export async function enableTotp(code: string) {
  const { user } = await api.call(authApi.totpVerify, { body: { code } });
  return user;
}

export async function disableTotp(code: string) {
  const { user } = await api.call(authApi.totpDisable, { body: { code } });
  return user;
}
