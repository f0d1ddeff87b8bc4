import { z } from 'zod';
import { defineRoute } from '../route';
import {
  rejectSubmissionRequestSchema,
  submissionParamsSchema,
  verificationQueueResponseSchema,
  verificationResponseSchema,
  verificationSubmissionResponseSchema,
  verificationSubmitResponseSchema,
  verifyLevel1RequestSchema,
} from '../verification';

/**
 * Each submission keeps data (and up to 20 MB of documents) for staff to read: a few
 * an hour is all a player needs, including resending a rejected level. Level 1 and the
 * document uploads share this count.
 */
export const VERIFICATION_SUBMISSIONS = { name: 'verification-submit', max: 10, windowMs: 3_600_000 };

/**
 * Verification (docs/verification.md): the player's levels, level 1's details, and the
 * admins' review. The document uploads of levels 2 to 4 are multipart and the
 * document download is a file, so the server registers those apart (JSON schemas do
 * not describe them).
 */
export const verificationApi = {
  levels: defineRoute({
    method: 'GET',
    path: '/user/verify',
    response: verificationResponseSchema,
    auth: 'player',
  }),
  level1: defineRoute({
    method: 'POST',
    path: '/user/verify/level-1',
    body: verifyLevel1RequestSchema,
    response: verificationSubmitResponseSchema,
    auth: 'player',
    rateLimit: VERIFICATION_SUBMISSIONS,
  }),
  pending: defineRoute({
    method: 'GET',
    path: '/admin/verification/pending',
    response: verificationQueueResponseSchema,
    auth: 'admin',
  }),
  submission: defineRoute({
    method: 'GET',
    path: '/admin/verification/:id',
    params: submissionParamsSchema,
    response: verificationSubmissionResponseSchema,
    auth: 'admin',
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/admin/verification/:id/approve',
    params: submissionParamsSchema,
    body: z.strictObject({}).optional(),
    response: verificationSubmissionResponseSchema,
    auth: 'admin',
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/admin/verification/:id/reject',
    params: submissionParamsSchema,
    body: rejectSubmissionRequestSchema,
    response: verificationSubmissionResponseSchema,
    auth: 'admin',
  }),
};
