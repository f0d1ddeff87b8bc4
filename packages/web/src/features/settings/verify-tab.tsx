import { Badge } from '@mantine/core';
import { AlertIcon, CheckIcon, ClockIcon, IdCardIcon } from '../../ui/icons';
import { useCurrentUser } from '../auth/use-current-user';
import { SettingsCard, SettingsNote } from './settings-card';
import {
  LEVEL_STATUS_LABEL,
  type LevelStatus,
  levelStatus,
  VERIFICATION_LEVELS,
  verificationSummary,
} from './verification-levels';
import classes from './verify.module.css';

const STATUS_COLOR: Record<LevelStatus, string> = {
  complete: 'brand',
  pending: 'yellow',
  required: 'red',
  optional: 'gray',
};

function StepMarker({ level, status }: { level: number; status: LevelStatus }) {
  if (status === 'complete') return <CheckIcon size={16} />;
  if (status === 'pending') return <ClockIcon size={16} />;
  return <span>{level}</span>;
}

/**
 * The four verification levels as a vertical stepper. A plain ordered list rather
 * than Mantine's Stepper: that one draws each step as a button and knows three
 * states, while a level here has four and nothing to click until uploads exist.
 */
export function VerifyTab() {
  const { user } = useCurrentUser();
  if (!user) return null;

  return (
    <SettingsCard icon={IdCardIcon} title="Verification" description={verificationSummary(user)}>
      <ol className={classes.steps}>
        {VERIFICATION_LEVELS.map(({ level, title, description }) => {
          const status = levelStatus(user, level);
          return (
            <li key={level} className={classes.step} data-status={status}>
              <span className={classes.marker} aria-hidden="true">
                <StepMarker level={level} status={status} />
              </span>
              <div className={classes.stepBody}>
                <div className={classes.stepHeading}>
                  <h3 className={classes.stepTitle}>
                    Level {level}: {title}
                  </h3>
                  <Badge size="sm" variant="light" color={STATUS_COLOR[status]}>
                    {LEVEL_STATUS_LABEL[status]}
                  </Badge>
                </div>
                <p className={classes.stepDescription}>{description}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {/* Uploads arrive with the verification issue; until then nothing here pretends to take a file. */}
      <SettingsNote icon={AlertIcon}>
        Document upload is not open yet. When it is, you will be able to submit each level from this page, and
        we will tell you here as soon as a review is done.
      </SettingsNote>
    </SettingsCard>
  );
}
