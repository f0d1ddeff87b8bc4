import { z } from 'zod';
import { COUNTRY_CODES } from '../geo/country-codes';
import { hasStackedMarks, stackedMarksMessage } from '../validation/player-text';

/**
 * Verification levels 1 to 4 (docs/verification.md; `POST /user/verify/level-1` to
 * `level-4`). Level 1 is personal details sent as JSON; levels 2 to 4 are documents
 * sent as multipart uploads, each level open once the one before is approved. Staff
 * review each submission (`/api/admin/verification/...`).
 */
export const VERIFICATION_LEVEL_NUMBERS = [1, 2, 3, 4] as const;
export type VerificationLevelNumber = (typeof VERIFICATION_LEVEL_NUMBERS)[number];

/** The youngest a player may be, on the day they submit level 1. */
export const MIN_PLAYER_AGE = 18;

/** What one uploaded document may be: checked by the file's bytes, never its name or claimed type. */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The files each document level takes, by the multipart field name that carries each. */
export const DOCUMENT_SLOTS = {
  2: ['front', 'back'],
  3: ['document'],
  4: ['document'],
} as const satisfies Record<2 | 3 | 4, readonly string[]>;
export type DocumentSlot = (typeof DOCUMENT_SLOTS)[2 | 3 | 4][number];

/** `1990-05-31`, a real calendar day. */
const isoDate = z
  .string({ error: 'Date of birth is required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of birth as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'This date does not exist');

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasStackedMarks(value), stackedMarksMessage(label));

export const verifyLevel1RequestSchema = z.strictObject({
  fullName: text('Full name', 2, 100),
  dateOfBirth: isoDate,
  /** Country of residence, ISO 3166-1 alpha-2. */
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .toUpperCase()
    .refine((code) => COUNTRY_CODES.includes(code), 'Choose a country from the list'),
  addressLine: text('Address', 3, 200),
  city: text('City', 1, 100),
  postalCode: text('Postal code', 2, 20).regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    'Postal code may only contain letters, digits, spaces and dashes',
  ),
});
export type VerifyLevel1Request = z.input<typeof verifyLevel1RequestSchema>;
export type VerifyLevel1Details = z.output<typeof verifyLevel1RequestSchema>;

/**
 * A person's age in whole years on `today` (both `YYYY-MM-DD`, read as calendar days):
 * someone born on 29 February turns a year older on 1 March in common years.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Today as `YYYY-MM-DD` in UTC, the day the age rule is read on. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The age rule's message, or null when the player is old enough. */
export function ageProblem(dateOfBirth: string, today = todayUtc()): string | null {
  if (dateOfBirth > today) return 'Date of birth cannot be in the future';
  if (ageOn(dateOfBirth, today) < MIN_PLAYER_AGE) {
    return `You must be ${MIN_PLAYER_AGE} or older to play and to verify your account`;
  }
  if (ageOn(dateOfBirth, today) > 120) return 'Check the year of birth';
  return null;
}

export const SOURCES_OF_FUNDS = [
  { id: 'salary', label: 'Salary or wages' },
  { id: 'business', label: 'Business income' },
  { id: 'savings', label: 'Savings' },
  { id: 'investments', label: 'Investments or crypto trading' },
  { id: 'pension', label: 'Pension' },
  { id: 'inheritance', label: 'Inheritance or gift' },
  { id: 'other', label: 'Other' },
] as const;

export const MONTHLY_DEPOSIT_BANDS = [
  { id: 'under-1k', label: 'Under $1,000' },
  { id: '1k-5k', label: '$1,000 to $5,000' },
  { id: '5k-25k', label: '$5,000 to $25,000' },
  { id: '25k-100k', label: '$25,000 to $100,000' },
  { id: 'over-100k', label: 'Over $100,000' },
] as const;

const ids = <T extends readonly { id: string }[]>(list: T) =>
  list.map((entry) => entry.id) as [T[number]['id'], ...T[number]['id'][]];

/** Level 4's questionnaire: the text fields of its multipart upload, beside the document. */
export const verifyLevel4AnswersSchema = z.strictObject({
  sourceOfFunds: z.enum(ids(SOURCES_OF_FUNDS), { error: 'Choose where your funds come from' }),
  occupation: text('Occupation', 2, 100),
  monthlyDeposit: z.enum(ids(MONTHLY_DEPOSIT_BANDS), { error: 'Choose how much you expect to deposit' }),
});
export type VerifyLevel4Answers = z.input<typeof verifyLevel4AnswersSchema>;

export const verificationStateSchema = z.enum(['not_started', 'pending', 'approved', 'rejected']);
export type VerificationState = z.infer<typeof verificationStateSchema>;

export const verificationLevelSchema = z.object({
  level: z.number().int(),
  state: verificationStateSchema,
  /** Why staff refused the last submission; only when the state is rejected. */
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The level can be sent now: the one before is approved and this one is not pending or approved. */
  canSubmit: z.boolean(),
});
export type VerificationLevel = z.infer<typeof verificationLevelSchema>;

/**
 * GET /api/user/verify: each level's state, and the level withdrawals need once their
 * total passes `aboveUsd` over 24 hours or `above30DaysUsd` over 30 days (null: no
 * 30-day total).
 */
export const verificationResponseSchema = z.object({
  levels: z.array(verificationLevelSchema),
  withdrawalRule: z
    .object({ level: z.number().int(), aboveUsd: z.string(), above30DaysUsd: z.string().nullable() })
    .nullable(),
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

/** The answer to a submission: the level's new state. */
export const verificationSubmitResponseSchema = z.object({ level: verificationLevelSchema });
export type VerificationSubmitResponse = z.infer<typeof verificationSubmitResponseSchema>;

// Staff review.

export const verificationFileSchema = z.object({
  slot: z.string(),
  contentType: z.enum(DOCUMENT_TYPES),
  bytes: z.number().int(),
  /** Where staff download it (answers with Content-Disposition: attachment). */
  url: z.string(),
});

export const verificationSubmissionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  level: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** Level 1's details or level 4's answers; null for levels 2 and 3. */
  data: z.record(z.string(), z.string()).nullable(),
  files: z.array(verificationFileSchema),
  reviewer: z.string().nullable(),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type VerificationSubmission = z.infer<typeof verificationSubmissionSchema>;

/** The `verification` feed: staff approved or rejected a level; a rejection says why. */
export const verificationDecisionEventSchema = z.object({
  level: z.number().int(),
  status: z.enum(['approved', 'rejected']),
  reason: z.string().nullable(),
});
export type VerificationDecisionEvent = z.infer<typeof verificationDecisionEventSchema>;

export const verificationQueueResponseSchema = z.object({
  submissions: z.array(verificationSubmissionSchema),
});
export const verificationSubmissionResponseSchema = z.object({ submission: verificationSubmissionSchema });

export const submissionParamsSchema = z.strictObject({
  id: z.uuid({ error: 'id must be a submission id' }),
});
export const submissionFileParamsSchema = z.strictObject({
  id: z.uuid({ error: 'id must be a submission id' }),
  slot: z.enum(['front', 'back', 'document'], { error: 'slot must be front, back or document' }),
});

export const rejectSubmissionRequestSchema = z.strictObject({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'Give the player a reason of at least 3 characters')
    .max(500, 'reason is at most 500 characters')
    .refine((reason) => !hasStackedMarks(reason), stackedMarksMessage('reason')),
});
export type RejectSubmissionRequest = z.input<typeof rejectSubmissionRequestSchema>;
