import type { User } from '@ante/core';

export type LevelStatus = 'complete' | 'pending' | 'required' | 'optional';

/** The four verification levels and what each asks of the player. */
export const VERIFICATION_LEVELS = [
  { level: 1, title: 'Personal details', description: 'Your full name, date of birth and home address.' },
  { level: 2, title: 'Identity document', description: 'A passport, national ID card or driving licence.' },
  {
    level: 3,
    title: 'Proof of address',
    description: 'A recent utility bill or bank statement in your name.',
  },
  { level: 4, title: 'Source of funds', description: 'Where the money you play with comes from.' },
] as const;

type Levels = Pick<User, 'kycRequired' | 'kycComplete' | 'kycPending'>;

/**
 * Where one level stands. The user's numbers are the highest level completed, under
 * review and required, so a level at or below one of them shares its state; the most
 * advanced state wins.
 */
export function levelStatus(user: Levels, level: number): LevelStatus {
  if (level <= user.kycComplete) return 'complete';
  if (level <= user.kycPending) return 'pending';
  if (user.kycRequired !== null && level <= user.kycRequired) return 'required';
  return 'optional';
}

export const LEVEL_STATUS_LABEL: Record<LevelStatus, string> = {
  complete: 'Complete',
  pending: 'Pending review',
  required: 'Required',
  optional: 'Optional',
};

/** One sentence on where the account stands, for the top of the tab. */
export function verificationSummary(user: Levels): string {
  if (user.kycRequired === null) {
    return 'We are still working out which levels your account needs. Completing them now saves time later.';
  }
  if (user.kycRequired > user.kycComplete) {
    if (user.kycPending >= user.kycRequired)
      return 'Your documents are being reviewed. We will let you know.';
    return `Your account needs verification up to level ${user.kycRequired}.`;
  }
  if (user.kycComplete > 0) return `Your account is verified to level ${user.kycComplete}.`;
  return 'No verification is needed right now. You can still complete levels ahead of time.';
}
