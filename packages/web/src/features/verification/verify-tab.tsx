import type { VerificationLevel } from '@ante/core';
import { Alert, Badge, Skeleton } from '@mantine/core';
import { useCurrentUser } from '../../lib/current-user';
import { notifySuccess } from '../../lib/notify';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { AlertIcon, CheckIcon, ClockIcon, IdCardIcon, LockIcon } from '../../ui/icons';
import { SettingsCard } from '../../ui/settings-card';
import { DocumentUpload } from './document-upload';
import { Level1Form } from './level-1-form';
import { useRefreshVerification, useVerification } from './verification-api';
import { levelBadge, openLevel, VERIFICATION_LEVELS, verificationSummary } from './verification-levels';
import classes from './verify.module.css';

const BADGE_COLOR = {
  approved: 'brand',
  pending: 'yellow',
  rejected: 'red',
  not_started: 'gray',
  locked: 'dark',
} as const;

function StepMarker({ level }: { level: VerificationLevel }) {
  if (level.state === 'approved') return <CheckIcon size={16} />;
  if (level.state === 'pending') return <ClockIcon size={16} />;
  if (!level.canSubmit && level.state === 'not_started') return <LockIcon size={14} />;
  return <span>{level.level}</span>;
}

function LevelForm({ level, onSubmitted }: { level: number; onSubmitted: () => Promise<void> }) {
  if (level === 1) return <Level1Form onSubmitted={onSubmitted} />;
  return <DocumentUpload level={level as 2 | 3 | 4} onSubmitted={onSubmitted} />;
}

/**
 * The four verification levels as a vertical stepper, each with its state from
 * GET /user/verify. The first level the player can send opens its form (details for
 * level 1, a document upload for the others); a rejected level shows staff's reason
 * above its form, so the player knows what to send again.
 */
export function VerifyTab() {
  const { user } = useCurrentUser();
  const userId = user?.userId ?? '';
  const formatUsd = useUsdFormatter();
  const query = useVerification(userId);
  const refresh = useRefreshVerification(userId);
  if (!user) return null;

  const handleSubmitted = async () => {
    await refresh();
    notifySuccess('Sent for review', 'We will update this page once your documents are checked.');
  };

  if (!query.data) {
    return (
      <SettingsCard icon={IdCardIcon} title="Verification" description="Loading your verification…">
        {query.isError ? (
          <Alert color="red" variant="light" icon={<AlertIcon />}>
            Your verification could not be loaded. Please try again.
          </Alert>
        ) : (
          <Skeleton height={240} radius="md" />
        )}
      </SettingsCard>
    );
  }

  const { levels, withdrawalRule } = query.data;
  const open = openLevel(levels);
  return (
    <SettingsCard
      icon={IdCardIcon}
      title="Verification"
      description={verificationSummary({ levels, kycRequired: user.kycRequired, withdrawalRule }, formatUsd)}
    >
      <ol className={classes.steps}>
        {VERIFICATION_LEVELS.map(({ level: number, title, description }) => {
          const level = levels[number - 1];
          if (!level) return null;
          const badge = levelBadge(level);
          return (
            <li
              key={number}
              className={classes.step}
              data-status={badge.tone}
              data-testid={`verify-level-${number}`}
            >
              <span className={classes.marker} aria-hidden="true">
                <StepMarker level={level} />
              </span>
              <div className={classes.stepBody}>
                <div className={classes.stepHeading}>
                  <h3 className={classes.stepTitle}>
                    Level {number}: {title}
                  </h3>
                  <Badge size="sm" variant="light" color={BADGE_COLOR[badge.tone]}>
                    {badge.label}
                  </Badge>
                </div>
                <p className={classes.stepDescription}>{description}</p>
                {level.state === 'rejected' && level.reason && (
                  <Alert color="red" variant="light" mt="sm" icon={<AlertIcon />} title="Not accepted">
                    {level.reason} Please send this level again.
                  </Alert>
                )}
                {level.state === 'pending' && (
                  <p className={classes.stepNote}>Sent for review. This usually takes less than a day.</p>
                )}
                {open === number && (
                  <div className={classes.stepForm}>
                    <LevelForm level={number} onSubmitted={handleSubmitted} />
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </SettingsCard>
  );
}
