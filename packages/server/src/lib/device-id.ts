import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The browser's device cookie: a random id, kept for a long time, never tied to one account. */
export const DEVICE_COOKIE = 'ante_device';
const FORMAT = /^[A-Za-z0-9_-]{22}$/;
/** Browsers cap a cookie's life at 400 days. */
const MAX_AGE_S = 400 * 86_400;

declare module 'fastify' {
  interface FastifyRequest {
    /** This browser's device id: its cookie's, or a new one that a sign-in will set. */
    deviceId: string;
    /** The browser sent no device cookie; the sign-in's answer sets one. */
    deviceIdIsNew: boolean;
  }
}

/**
 * Reads the browser's device id, or makes one for the request. A session records the
 * id it began with (lib/session.ts), so the risk scan can link accounts signed in from
 * one browser (modules/admin/risk). The cookie is set only with a session
 * (rememberDevice), never to a visitor who does not sign in, and it outlives sign-out:
 * that is what links the next account. Clearing cookies loses it, so it is evidence,
 * never proof.
 */
export function installDeviceId(app: FastifyInstance): void {
  app.decorateRequest('deviceId', '');
  app.decorateRequest('deviceIdIsNew', false);
  app.addHook('onRequest', async (request) => {
    const current = request.cookies[DEVICE_COOKIE];
    if (current && FORMAT.test(current)) {
      request.deviceId = current;
      return;
    }
    request.deviceId = randomBytes(16).toString('base64url');
    request.deviceIdIsNew = true;
  });
}

/** Sets the device cookie beside a new session's, when the browser had none. */
export function rememberDevice(reply: FastifyReply, secure: boolean): void {
  if (!reply.request.deviceIdIsNew) return;
  reply.setCookie(DEVICE_COOKIE, reply.request.deviceId, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: MAX_AGE_S,
  });
}
