import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { isSecureRequest } from './request-info';

/** The browser's device cookie: a random id, kept for a long time, never tied to the session. */
export const DEVICE_COOKIE = 'ante_device';
const FORMAT = /^[A-Za-z0-9_-]{22}$/;
/** Browsers cap a cookie's life at 400 days. */
const MAX_AGE_S = 400 * 86_400;

declare module 'fastify' {
  interface FastifyRequest {
    /** This browser's device id (the cookie's, or a new one the answer sets). */
    deviceId: string;
  }
}

/**
 * Gives every browser that calls the API a device id in its own cookie, and reads it
 * back on later calls. A session records the id it began with (lib/session.ts), so the
 * risk scan can link accounts signed in from one browser (modules/admin/risk). Clearing
 * cookies loses it, so it is evidence, never proof: a flag says what it saw.
 */
export function installDeviceId(app: FastifyInstance, config: Config): void {
  app.decorateRequest('deviceId', '');
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const current = request.cookies[DEVICE_COOKIE];
    if (current && FORMAT.test(current)) {
      request.deviceId = current;
      return;
    }
    request.deviceId = randomBytes(16).toString('base64url');
    reply.setCookie(DEVICE_COOKIE, request.deviceId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureRequest(request, config),
      path: '/',
      maxAge: MAX_AGE_S,
    });
  });
}
