import { isRestrictedTerritory, normalizeRegionCode } from '@ante/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';
import { RestrictedRegion } from './errors';

/**
 * The visitor's country as the trusted edge (a CDN or load balancer) reports it in
 * `COUNTRY_HEADER`. Absent or malformed means unknown.
 */
export function visitorCountry(request: FastifyRequest, config: Config): string | null {
  const raw = request.headers[config.countryHeader];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return null;
  const code = normalizeRegionCode(value);
  return /^[A-Z0-9]{2}(-[A-Z0-9]{1,3})?$/.test(code) ? code : null;
}

export function userAgent(request: FastifyRequest): string | null {
  return request.headers['user-agent'] ?? null;
}

/** Cookies are marked Secure unless the casino is served over plain HTTP (localhost, tests). */
export function isSecureRequest(request: FastifyRequest, config: Config): boolean {
  if (config.publicUrl) return config.publicUrl.startsWith('https:');
  return request.protocol === 'https';
}

/** What a visitor may be refused in a restricted territory, and how the refusal reads. */
const REGION_REFUSALS = {
  register: 'Registration is not available in your region.',
  login: 'Logging in is not available in your region.',
  bet: 'Betting is not available in your region.',
  deposit: 'Deposits are not available in your region.',
  withdraw: 'Withdrawals are not available in your region. Your balance stays in your account.',
  tip: 'Tips are not available in your region.',
} as const;

export type RegionAction = keyof typeof REGION_REFUSALS;

/** Whether the visitor is in a restricted territory (the built-in list or RESTRICTED_TERRITORIES). */
export function isVisitorRestricted(request: FastifyRequest, config: Config): boolean {
  return isRestrictedTerritory(visitorCountry(request, config), config.restrictedTerritories);
}

/**
 * Refuses `action` (403 RESTRICTED_REGION) to a visitor in a restricted territory, by
 * where the request comes from now, not where the account was registered: a player
 * who moved can still reach their money from an allowed place. Called at every door
 * where play or money starts; finishing a round already open is not one of them, so a
 * stake is never held by the rule.
 */
export function assertRegionAllows(request: FastifyRequest, config: Config, action: RegionAction): void {
  if (isVisitorRestricted(request, config)) throw new RestrictedRegion(REGION_REFUSALS[action]);
}
