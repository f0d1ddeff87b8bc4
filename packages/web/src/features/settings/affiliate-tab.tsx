import { Button, CopyButton, TextInput } from '@mantine/core';
import { CheckIcon, CopyIcon, LinkIcon, UsersIcon } from '../../ui/icons';
import { useCurrentUser } from '../auth/use-current-user';
import classes from './affiliate.module.css';
import { referralLink } from './referral-link';
import settingsClasses from './settings.module.css';
import { SettingsCard } from './settings-card';

const STEPS = [
  { title: 'Share your link', text: 'Send it to friends or post it wherever you talk about games.' },
  {
    title: 'They sign up',
    text: 'A visitor who arrives through your link and registers is counted as your referral. The first link a browser opens is the one that counts.',
  },
  {
    title: 'You get the credit',
    text: 'Their account is recorded as your referral. Referrals earn no commission at present.',
  },
];

/** The player's referral link and how referring works. */
export function AffiliateTab() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const link = referralLink(window.location.origin, user.username);

  return (
    <div className={settingsClasses.stack}>
      <SettingsCard
        icon={LinkIcon}
        title="Your referral link"
        description="Invite friends to Ante with your own link."
      >
        <div className={classes.linkRow}>
          <TextInput
            className={classes.linkInput}
            label="Referral link"
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            classNames={{ input: classes.linkField }}
          />
          <CopyButton value={link} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="md"
                onClick={copy}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
                className={classes.copyButton}
              >
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
        </div>
      </SettingsCard>
      <SettingsCard icon={UsersIcon} title="How it works">
        <ol className={classes.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className={classes.stepTitle}>{step.title}</h3>
                <p className={classes.stepText}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </SettingsCard>
    </div>
  );
}
