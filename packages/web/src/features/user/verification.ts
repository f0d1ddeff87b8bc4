import type { User } from '@ante/core';

/**
 * The verification badge (docs/product.md#how-things-change) shows when the required level is unknown, or
 * when required levels exceed completed ones and they are not all already under review.
 */
export function needsVerification(user: Pick<User, 'kycRequired' | 'kycComplete' | 'kycPending'>): boolean {
  if (user.kycRequired === null) return true;
  return user.kycRequired > user.kycComplete && user.kycPending !== user.kycRequired;
}
