import { ErrorCode } from '@ante/core';
import { Forbidden } from '../../lib/errors';
import { describeExclusion, type ExclusionColumns, exclusionOf } from './exclusion-of';

/**
 * Refuses what a break forbids (a 403 with code SELF_EXCLUDED whose message says which
 * break and until when, or how an ended self-exclusion reopens). Called at the start of
 * the bet, deposit, tip, rain and bonus claims; logging in, finishing an open round and
 * withdrawing stay open, so no money is ever stuck.
 */
export function assertNotExcluded(user: ExclusionColumns): void {
  const exclusion = exclusionOf(user);
  if (!exclusion) return;
  throw new Forbidden(
    `${describeExclusion(exclusion)} You can still withdraw your balance.`,
    ErrorCode.SelfExcluded,
  );
}
