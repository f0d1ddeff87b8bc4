import { z } from 'zod';
import { defineRoute } from '../route';
import {
  DOCUMENT_SLOTS,
  rejectSubmissionRequestSchema,
  submissionFileParamsSchema,
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

/** Levels 2 to 4: their documents (and level 4's answers) as one multipart upload. */
function documentUpload(level: 2 | 3 | 4) {
  return defineRoute({
    method: 'POST',
    path: `/user/verify/level-${level}` as const,
    response: verificationSubmitResponseSchema,
    auth: 'player',
    rateLimit: VERIFICATION_SUBMISSIONS,
    multipart: {
      description: `${DOCUMENT_SLOTS[level].join(' and ')} (JPEG, PNG or PDF, at most 10 MB each)${level === 4 ? ', with the fields sourceOfFunds, occupation and monthlyDeposit' : ''}.`,
    },
  });
}

/**
 * Verification (docs/verification.md): the player's levels, level 1's details, the
 * document uploads of levels 2 to 4 (multipart), and the admins' review, which
 * downloads each document as a file.
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
  level2: documentUpload(2),
  level3: documentUpload(3),
  level4: documentUpload(4),
  pending: defineRoute({
    method: 'GET',
    path: '/admin/verification/pending',
    response: verificationQueueResponseSchema,
    auth: 'staff',
    permission: 'kyc.review',
  }),
  submission: defineRoute({
    method: 'GET',
    path: '/admin/verification/:id',
    params: submissionParamsSchema,
    response: verificationSubmissionResponseSchema,
    auth: 'staff',
    permission: 'kyc.review',
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/admin/verification/:id/approve',
    params: submissionParamsSchema,
    body: z.strictObject({}).optional(),
    response: verificationSubmissionResponseSchema,
    auth: 'staff',
    permission: 'kyc.review',
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/admin/verification/:id/reject',
    params: submissionParamsSchema,
    body: rejectSubmissionRequestSchema,
    response: verificationSubmissionResponseSchema,
    auth: 'staff',
    permission: 'kyc.review',
  }),
  /** A submitted document, for download. */
  file: defineRoute({
    method: 'GET',
    path: '/admin/verification/:id/files/:slot',
    params: submissionFileParamsSchema,
    response: z.string().meta({
      description:
        "The document's bytes, sent as its own type (image/jpeg, image/png or application/pdf) for download (Content-Disposition: attachment).",
    }),
    auth: 'staff',
    permission: 'kyc.review',
    file: true,
  }),
};
