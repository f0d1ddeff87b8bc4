import type { VerificationLevel, VerificationResponse, VerificationState } from '@ante/core';
import type { UsdFormatter } from '../../lib/error-text';

/** The four verification levels and what each asks of the player. */
export const VERIFICATION_LEVELS = [
  { level: 1, title: 'Personal details', description: 'Your full name, date of birth and home address.' },
  {
    level: 2,
    title: 'Identity document',
    description: 'The front and back of a passport, national ID card or driving licence.',
  },
  {
    level: 3,
    title: 'Proof of address',
    description: 'A utility bill or bank statement from the last three months, in your name.',
  },
  {
    level: 4,
    title: 'Source of funds',
    description: 'Where the money you play with comes from, and a document that shows it.',
  },
] as const;

export const STATE_LABEL: Record<VerificationState, string> = {
  not_started: 'Not started',
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Where a level stands for its badge: a level not open yet reads as locked. */
export function levelBadge(level: VerificationLevel): { label: string; tone: VerificationState | 'locked' } {
  if (level.state === 'not_started' && !level.canSubmit) return { label: 'Locked', tone: 'locked' };
  return { label: STATE_LABEL[level.state], tone: level.state };
}

/** The level whose form is open: the first one the player can send now. */
export function openLevel(levels: readonly VerificationLevel[]): number | null {
  return levels.find((level) => level.canSubmit)?.level ?? null;
}

type Summary = {
  levels: readonly VerificationLevel[];
  kycRequired: number | null;
  withdrawalRule: VerificationResponse['withdrawalRule'];
};

/** One sentence on where the account stands, for the top of the tab. */
export function verificationSummary(
  { levels, kycRequired, withdrawalRule }: Summary,
  formatUsd: UsdFormatter,
): string {
  const complete = levels.filter((level) => level.state === 'approved').length;
  const pending = levels.find((level) => level.state === 'pending');
  if (kycRequired !== null && kycRequired > complete) {
    if (pending && pending.level >= kycRequired)
      return 'Your documents are being reviewed. We will update this page.';
    return `Your account needs verification up to level ${kycRequired}.`;
  }
  if (pending) return `Level ${pending.level} is being reviewed. We will update this page.`;
  if (complete === 4) return 'Your account is fully verified.';
  if (complete > 0) return `Your account is verified to level ${complete}.`;
  if (withdrawalRule) {
    const month = withdrawalRule.above30DaysUsd
      ? ` or ${formatUsd(withdrawalRule.above30DaysUsd)} in 30 days`
      : '';
    return `Withdrawals above ${formatUsd(withdrawalRule.aboveUsd)} in 24 hours${month} need level ${withdrawalRule.level}. You can verify ahead of time.`;
  }
  return 'No verification is needed right now. You can still complete levels ahead of time.';
}
