import { z } from 'zod';

/**
 * The request header that makes a money call safe to retry: a retry by the same
 * player with the same key and body gets the first answer and moves nothing. A
 * client sends a fresh key per action (a random UUID) and the same key when it
 * resends that action.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Longest key accepted; a UUID is 36 characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** 1 to 255 printable ASCII characters (spaces inside allowed; HTTP trims them at the ends). */
export const idempotencyKeySchema = z
  .string()
  .min(1, 'Idempotency-Key must not be empty')
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`)
  .regex(/^[\x20-\x7e]+$/, 'Idempotency-Key must be printable ASCII characters');
