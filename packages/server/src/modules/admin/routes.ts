import { adminApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { Conflict, Forbidden } from '../../lib/errors';
import { register } from '../../lib/register-route';
import { staffAction } from '../../lib/staff-action';
import { setRole } from '../staff/change-role';
import { listStaff } from '../staff/list-staff';
import { checkAudit } from './audit/check-audit';
import { listAudit } from './audit/list-audit';
import { listRoles } from './roles/list-roles';
import { saveRole } from './roles/save-role';
import { sendGameMessage } from './send-game-message';
import { staffMe } from './staff-me';

/** The back office's own calls: who is signed in, roles and staff, the audit log, game messages (docs/back-office.md). */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async function plugin(app) {
    register(app, adminApi.me, async (_request, _reply, auth) => staffMe(auth));

    register(app, adminApi.gameMessage, async (request, _reply, auth) => {
      const input = request.body;
      const result = await staffAction(db, ctx.bus, request, auth, async (trx, events) => ({
        result: await sendGameMessage(trx, events, input),
        audit: { action: 'game.message', target: input.gameSlug, after: input },
      }));
      request.log.info({ staffId: auth.user.id, ...input }, 'game message sent');
      return result;
    });

    register(app, adminApi.roles, async () => listRoles(db));

    register(app, adminApi.saveRole, async (request, _reply, auth) =>
      staffAction(db, ctx.bus, request, auth, (trx) => saveRole(trx, request.params.name, request.body)),
    );

    register(app, adminApi.staff, async () => ({
      staff: (await listStaff(db)).map((member) => ({
        ...member,
        grantedAt: member.grantedAt?.toISOString() ?? null,
      })),
    }));

    register(app, adminApi.setStaffRole, async (request, _reply, auth) => {
      const { userId, role } = request.body;
      if (userId === auth.user.id) throw new Forbidden('Another member of staff must change your own role.');
      const change = await setRole(db, userId, role, {
        source: 'staff',
        userId: auth.user.id,
        username: auth.user.username,
        ip: request.ip,
      });
      if (change.auditSeq === null) throw new Conflict(`${change.username} is ${role} already.`);
      // setRole writes its own audit entry, in its transaction, as the command line's grants do.
      request.auditSeq = change.auditSeq;
      request.log.info({ staffId: auth.user.id, userId, role }, 'staff role set');
      return {
        userId: change.userId,
        username: change.username,
        role: change.role,
        grantedAt: null,
        grantedBy: auth.user.username,
      };
    });

    register(app, adminApi.audit, async (request) => listAudit(db, request.query));
    register(app, adminApi.auditCheck, async () => checkAudit(db));
  };
}
