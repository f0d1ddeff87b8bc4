import {
  clientErrorReceivedSchema,
  clientErrorReportSchema,
  countriesResponseSchema,
  siteConfigSchema,
} from '../config';
import { defineRoute } from '../route';

/** Crash reports accepted per browser address and minute on each node; more are refused (429). */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 20;

/** The site's settings the web reads at start, and the crash reports it sends. */
export const configApi = {
  countries: defineRoute({
    method: 'GET',
    path: '/config/countries',
    response: countriesResponseSchema,
    auth: 'public',
  }),
  site: defineRoute({
    method: 'GET',
    path: '/config/site',
    response: siteConfigSchema,
    auth: 'public',
  }),
  /** A render crash in a player's browser (the error screen reports it); no login needed. */
  clientError: defineRoute({
    method: 'POST',
    path: '/client-errors',
    body: clientErrorReportSchema,
    response: clientErrorReceivedSchema,
    auth: 'public',
    rateLimit: { max: CLIENT_ERROR_REPORTS_PER_MINUTE, windowMs: 60_000 },
  }),
};
