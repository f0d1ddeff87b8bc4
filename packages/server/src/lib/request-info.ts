import { isRestrictedTerritory, normalizeRegionCode } from '@ante/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';
import { RestrictedRegion } from './errors';

/**
 * What the trusted edge (a CDN or load balancer) says of the visitor's country in
 * `COUNTRY_HEADER`: nothing (`absent`, no edge in front, as in development), one
 * well-formed region code, or something else (`malformed`). The edge must overwrite
 * the header on every request; a header that arrives twice, or holds two values,
 * lowercase junk or control characters, is one the edge did not write alone, so it
 * is not read as any country, first value included: a client that adds its own copy
 * must not choose which one counts.
 */
export type VisitorCountry = { kind: 'absent' } | { kind: 'malformed' } | { kind: 'known'; code: string };

const REGION_CODE = /^[A-Z0-9]{2}(-[A-Z0-9]{1,3})?$/;

export function readVisitorCountry(request: FastifyRequest, config: Config): VisitorCountry {
  // Node joins repeated headers with ", " (or keeps only the first for a few names),
  // so the raw list is what tells how many copies came.
  const raw = request.raw.rawHeaders;
  const values: string[] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) {
    if (raw[index]?.toLowerCase() === config.countryHeader) values.push(raw[index + 1] ?? '');
  }
  if (values.length === 0) return { kind: 'absent' };
  const [value] = values;
  if (values.length > 1 || value === undefined) return { kind: 'malformed' };
  // The edge writes upper case; a lower-case "de" is still one code, anything else
  // (a list, a control character, a word) is not.
  const code = normalizeRegionCode(value);
  if (!REGION_CODE.test(code)) return { kind: 'malformed' };
  return { kind: 'known', code };
}

/** The visitor's country code, or null when the edge sent none or a malformed one. */
export function visitorCountry(request: FastifyRequest, config: Config): string | null {
  const country = readVisitorCountry(request, config);
  return country.kind === 'known' ? country.code : null;
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

/**
 * Whether the visitor is refused where a region rule applies: in a restricted territory
 * (the built-in list or RESTRICTED_TERRITORIES), or behind a malformed country header,
 * which is unknown and refused rather than unknown and allowed. An absent header is
 * allowed, so a casino with no edge in front still runs.
 */
export function isVisitorRestricted(request: FastifyRequest, config: Config): boolean {
  const country = readVisitorCountry(request, config);
  if (country.kind === 'malformed') return true;
  return country.kind === 'known' && isRestrictedTerritory(country.code, config.restrictedTerritories);
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
