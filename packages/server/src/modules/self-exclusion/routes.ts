import { selfExclusionApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { mailContext } from '../users/mail-context';
import { applyExclusion } from './apply-exclusion';
import { reopenAccount } from './reopen-account';
import { requestExclusionLink } from './request-exclusion-link';

/** Breaks and self-exclusion (README.md). */
export function selfExclusionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;

  return async function plugin(app) {
    /** Mails the link that confirms a break. */
    register(app, selfExclusionApi.init, async (request, _reply, auth) => {
      const deps = { db, secrets: ctx.secrets, mail: mailContext(ctx, request) };
      await requestExclusionLink(deps, auth, request.body.otp);
      request.log.info({ userId: auth.user.id }, 'break link requested');
      return { ok: true as const };
    });

    /** The link's code is the proof, so no login is needed, as with activate-email. */
    register(app, selfExclusionApi.update, async (request) => {
      const { token, timeframe } = request.body;
      const exclusion = await applyExclusion(db, token, timeframe);
      request.log.info({ timeframe }, 'break started');
      return { exclusion };
    });

    /** The player confirms the end of their ended self-exclusion; the account reopens a day later. */
    register(app, selfExclusionApi.reopen, async (request, _reply, auth) => {
      const exclusion = await reopenAccount(db, auth.user.id);
      request.log.info({ userId: auth.user.id, reopensAt: exclusion.reopensAt }, 'reopening confirmed');
      return { exclusion };
    });
  };
}
