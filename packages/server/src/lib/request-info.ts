import { normalizeRegionCode } from '@ante/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';

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
