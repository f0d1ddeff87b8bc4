import {
  DOCUMENT_SLOTS,
  isRestrictedTerritory,
  rejectSubmissionRequestSchema,
  submissionFileParamsSchema,
  submissionParamsSchema,
  verificationQueueResponseSchema,
  verificationResponseSchema,
  verificationSubmissionResponseSchema,
  verificationSubmitResponseSchema,
  verifyLevel1RequestSchema,
} from '@ante/core';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { limit } from '../../lib/rate-limit';
import { requireAdmin, requireAuth } from '../../lib/session';
import { createDocumentStore } from './document-store';
import { assertCanSubmit, verificationLevels } from './levels';
import { assertUploadAcceptable, readUpload } from './read-upload';
import { reviewSubmission } from './review-submission';
import { findSubmission, findSubmissionFile, listPendingSubmissions } from './staff-queries';
import { submitDetails } from './submit-details';
import { submitDocuments } from './submit-documents';

/**
 * Each submission keeps data (and up to 20 MB of documents) for staff to read: a few
 * an hour is all a player needs, including resending a rejected level.
 */
const SUBMISSIONS = limit({ name: 'verification-submit', max: 10, windowMs: 3_600_000, playersOnly: true });

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

  return async function plugin(app) {
    app.get(
      '/user/verify',
      { preValidation: requireAuth, schema: { response: { 200: verificationResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return {
          levels: await verificationLevels(db, auth.user.id),
          withdrawalRule: config.kycWithdrawRule,
        };
      },
    );

    app.post(
      '/user/verify/level-1',
      {
        preValidation: requireAuth,
        config: { rateLimit: SUBMISSIONS },
        schema: { body: verifyLevel1RequestSchema, response: { 200: verificationSubmitResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
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
    );

    // Multipart is read only by the document uploads: registered in their own scope, the
    // parser exists nowhere else, and every other route still takes JSON alone. A cross-site
    // form could send multipart; the Origin check (lib/cross-site.ts) and the SameSite
    // session cookie refuse it as they refuse any cross-site POST.
    await app.register(async (uploads) => {
      await uploads.register(fastifyMultipart);
      for (const level of [2, 3, 4] as const) {
        uploads.post(
          `/user/verify/level-${level}`,
          {
            preValidation: requireAuth,
            config: { rateLimit: SUBMISSIONS },
            schema: {
              description: `Multipart upload: ${DOCUMENT_SLOTS[level].join(' and ')} (JPEG, PNG or PDF, at most 10 MB each)${level === 4 ? ', with the fields sourceOfFunds, occupation and monthlyDeposit' : ''}.`,
              consumes: ['multipart/form-data'],
              response: { 200: verificationSubmitResponseSchema },
            },
          },
          async (request, reply) => {
            const auth = await requireAuth(request);
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
        );
      }
    });

    app.get(
      '/admin/verification/pending',
      { preValidation: requireAdmin, schema: { response: { 200: verificationQueueResponseSchema } } },
      async () => ({ submissions: await listPendingSubmissions(db) }),
    );

    app.get(
      '/admin/verification/:id',
      {
        preValidation: requireAdmin,
        schema: { params: submissionParamsSchema, response: { 200: verificationSubmissionResponseSchema } },
      },
      async (request) => ({ submission: await findSubmission(db, request.params.id) }),
    );

    app.get(
      '/admin/verification/:id/files/:slot',
      {
        preValidation: requireAdmin,
        schema: {
          params: submissionFileParamsSchema,
          response: {
            200: z.string().meta({
              description:
                "The document's bytes, sent as its own type (image/jpeg, image/png or application/pdf) for download (Content-Disposition: attachment).",
            }),
          },
        },
      },
      async (request, reply) => {
        const { id, slot } = request.params;
        const file = await findSubmissionFile(db, id, slot);
        const body = await store.open(file.key);
        const name = `verification-level-${file.level}-${slot}.${FILE_EXTENSIONS[file.contentType]}`;
        return (
          reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${name}"`)
            .header('content-length', String(file.bytes))
            .header('cache-control', 'private, no-store')
            // A stream is sent as it is: Fastify never runs it through the response schema.
            .send(body as unknown as string)
        );
      },
    );

    app.post(
      '/admin/verification/:id/approve',
      {
        preValidation: requireAdmin,
        schema: {
          params: submissionParamsSchema,
          body: z.strictObject({}).optional(),
          response: { 200: verificationSubmissionResponseSchema },
        },
      },
      async (request) => {
        const auth = await requireAdmin(request);
        const submission = await db
          .transaction()
          .execute((trx) => reviewSubmission(trx, auth.user.id, request.params.id, { decision: 'approve' }));
        request.log.info({ staffId: auth.user.id, submissionId: submission.id }, 'verification approved');
        return { submission };
      },
    );

    app.post(
      '/admin/verification/:id/reject',
      {
        preValidation: requireAdmin,
        schema: {
          params: submissionParamsSchema,
          body: rejectSubmissionRequestSchema,
          response: { 200: verificationSubmissionResponseSchema },
        },
      },
      async (request) => {
        const auth = await requireAdmin(request);
        const { reason } = request.body;
        const submission = await db
          .transaction()
          .execute((trx) =>
            reviewSubmission(trx, auth.user.id, request.params.id, { decision: 'reject', reason }),
          );
        request.log.info({ staffId: auth.user.id, submissionId: submission.id }, 'verification rejected');
        return { submission };
      },
    );
  };
}
