import type { User } from '@ante/core';

/**
 * Spec section 4: the verification badge shows while required levels exceed completed
 * ones and they are not all already under review.
 */
export function needsVerification(user: Pick<User, 'kycRequired' | 'kycComplete' | 'kycPending'>): boolean {
  return user.kycRequired > user.kycComplete && user.kycPending !== user.kycRequired;
}
