import {
  DOCUMENT_SLOTS,
  isRestrictedTerritory,
  type VerificationSubmission,
  verificationApi,
} from '@ante/core';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { siteUrl } from '../../lib/site-url';
import { staffAction } from '../../lib/staff-action';
import { createDocumentStore } from './document-store';
import { assertCanSubmit, verificationLevels } from './levels';
import { assertUploadAcceptable, readUpload } from './read-upload';
import { reviewSubmission } from './review-submission';
import { findSubmission, findSubmissionFile, listPendingSubmissions } from './staff-queries';
import { submitDetails } from './submit-details';
import { submitDocuments } from './submit-documents';
import { mailDecision, noticeDecision } from './tell-player';

/** Logged-out calls are not counted: the routes answer them 401. */
const COUNT_PLAYERS_ONLY = { playersOnly: true };

const FILE_EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

/**
 * Verification levels 1 to 4 (docs/verification.md: POST /user/verify/level-1 to level-4),
 * the player's view of them, and the staff's review. Documents go to the configured
 * store (document-store.ts: a DATA_DIR folder, or an S3 bucket when S3_BUCKET is set).
 */
export function verificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config } = ctx;
  const { db } = ctx.database;
  const store = createDocumentStore(config.documentStore);
  const isRestricted = (country: string) => isRestrictedTerritory(country, config.restrictedTerritories);
  /** A decision's e-mail goes after the answer, so a slow mail server never holds staff up. */
  const tellByMail = (request: FastifyRequest, submission: VerificationSubmission) =>
    ctx.afterResponse.run(request.log, 'mailing a verification decision', () =>
      mailDecision(
        db,
        { mailer: ctx.mailer, log: request.log, siteUrl: siteUrl(request, config) },
        submission,
      ),
    );

  return async function plugin(app) {
    register(app, verificationApi.levels, async (_request, _reply, auth) => ({
      levels: await verificationLevels(db, auth.user.id),
      withdrawalRule: config.kycWithdrawRule,
    }));

    register(
      app,
      verificationApi.level1,
      async (request, _reply, auth) => {
        const level = await db
          .transaction()
          .execute((trx) =>
            submitDetails(
              trx,
              { isRestricted, review: ctx.config.kycLevel1Review },
              auth.user.id,
              request.body,
            ),
          );
        return { level };
      },
      { rateLimit: COUNT_PLAYERS_ONLY },
    );

    // Multipart is read only by the document uploads: registered in their own scope, the
    // parser exists nowhere else, and every other route still takes JSON alone. A cross-site
    // form could send multipart; the Origin check (lib/cross-site.ts) and the SameSite
    // session cookie refuse it as they refuse any cross-site POST.
    await app.register(async (uploads) => {
      await uploads.register(fastifyMultipart);
      const levels = [
        [2, verificationApi.level2],
        [3, verificationApi.level3],
        [4, verificationApi.level4],
      ] as const;
      for (const [level, definition] of levels) {
        register(
          uploads,
          definition,
          async (request, reply, auth) => {
            const slots = DOCUMENT_SLOTS[level];
            const deps = { store, log: request.log };
            // Refused from what is known before the body: the level, the declared size
            // and type. The body is left unread and the connection closed after the
            // answer, so a refused upload costs neither memory nor waiting for its bytes.
            try {
              await assertCanSubmit(db, auth.user.id, level);
              assertUploadAcceptable(request, slots);
            } catch (error) {
              reply.header('connection', 'close');
              throw error;
            }
            const upload = await readUpload(request, slots, deps);
            const state = await db
              .transaction()
              .execute((trx) => submitDocuments(trx, deps, auth.user.id, level, upload));
            return { level: state };
          },
          { rateLimit: COUNT_PLAYERS_ONLY },
        );
      }
    });

    register(app, verificationApi.pending, async () => ({ submissions: await listPendingSubmissions(db) }));

    register(app, verificationApi.submission, async (request) => ({
      submission: await findSubmission(db, request.params.id),
    }));

    register(app, verificationApi.file, async (request, reply) => {
      const { id, slot } = request.params;
      const file = await findSubmissionFile(db, id, slot);
      const body = await store.open(file.key);
      const name = `verification-level-${file.level}-${slot}.${FILE_EXTENSIONS[file.contentType]}`;
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-length', String(file.bytes))
        .header('cache-control', 'private, no-store')
        .send(body);
    });

    register(app, verificationApi.approve, async (request, _reply, auth) => {
      const submission = await staffAction(db, ctx.bus, request, auth, async (trx, events) => {
        const reviewed = await reviewSubmission(trx, auth.user.id, request.params.id, {
          decision: 'approve',
        });
        noticeDecision(events, reviewed);
        return { result: reviewed, audit: reviewAudit('kyc.approve', reviewed) };
      });
      tellByMail(request, submission);
      request.log.info({ staffId: auth.user.id, submissionId: submission.id }, 'verification approved');
      return { submission };
    });

    register(app, verificationApi.reject, async (request, _reply, auth) => {
      const { reason } = request.body;
      const submission = await staffAction(db, ctx.bus, request, auth, async (trx, events) => {
        const reviewed = await reviewSubmission(trx, auth.user.id, request.params.id, {
          decision: 'reject',
          reason,
        });
        noticeDecision(events, reviewed);
        return { result: reviewed, audit: reviewAudit('kyc.reject', reviewed) };
      });
      tellByMail(request, submission);
      request.log.info({ staffId: auth.user.id, submissionId: submission.id }, 'verification rejected');
      return { submission };
    });
  };
}

/** A review's audit note: the submission, its player, and the decision with its reason. */
function reviewAudit(action: string, submission: VerificationSubmission) {
  return {
    action,
    targetUserId: submission.userId,
    target: submission.id,
    before: { status: 'pending' },
    after: { status: submission.status, level: submission.level, reason: submission.reason },
  };
}
