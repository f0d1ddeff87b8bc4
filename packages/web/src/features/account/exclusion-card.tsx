import type { User } from '@ante/core';
import { Badge, Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { exclusionHeadline } from '../../lib/exclusion-format';
import { notifySuccess } from '../../lib/notify';
import { codeOrNothing, missingCodeProblem } from '../../lib/totp-code';
import { errorMessage } from '../../ui/form/request-form';
import { TotpCodeInput } from '../../ui/form/totp-code-input';
import { ClockIcon } from '../../ui/icons';
import { SettingsCard } from '../../ui/settings-card';
import { requestExclusionLink } from './account-api';
import { ReopenAccount } from './reopen-account';
import classes from './security.module.css';

/**
 * Take a break (the Responsible Gambling policy's time-outs and self-exclusion): the
 * player asks for a link by e-mail, and chooses how long on the page the link opens.
 * While a break lasts the card says which kind and until when; it can only be
 * lengthened. Once a self-exclusion has ended the card offers to reopen the account.
 */
export function ExclusionCard({ user }: { user: User }) {
  const [problem, setProblem] = useState<string | null>(null);
  // With two-factor on, the link is only mailed with a current code.
  const [code, setCode] = useState('');
  const mutation = useMutation({
    mutationFn: requestExclusionLink,
    onMutate: () => setProblem(null),
    onSuccess: () => {
      setCode('');
      notifySuccess(
        'Check your inbox',
        `Open the link we sent to ${user.email} to choose how long your break lasts.`,
      );
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const handleRequest = () => {
    const missing = missingCodeProblem(user.totpEnabled, code);
    if (missing) return setProblem(missing);
    mutation.mutate({ otp: codeOrNothing(code) });
  };
  const { exclusion } = user;
  const canRequest = user.email !== null && user.emailVerified;

  return (
    <SettingsCard
      icon={ClockIcon}
      title="Take a break"
      description="Step away from betting for 24 hours up to permanently. During a break you cannot bet, deposit or send tips; you can still sign in and withdraw."
      aside={
        exclusion ? (
          <Badge variant="light" color="yellow">
            {exclusion.kind === 'time-out' ? 'Time-out' : 'Self-excluded'}
          </Badge>
        ) : null
      }
    >
      <div className={classes.exclusion}>
        {exclusion && (
          <Text fw={700} c="white" data-testid="exclusion-status">
            {exclusionHeadline(exclusion)}
          </Text>
        )}
        {exclusion && exclusion.state !== 'running' && <ReopenAccount exclusion={exclusion} />}
        {exclusion?.permanent ? null : (
          <>
            <Text size="sm" c="dimmed">
              {canRequest
                ? `We send a confirmation link to ${user.email}; the break starts when you choose its length there. It cannot be shortened once started.`
                : 'The confirmation link is sent by e-mail: add and verify an e-mail above first, or ask live support to start a break for you.'}
            </Text>
            {user.totpEnabled && canRequest && (
              <TotpCodeInput
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                className={classes.exclusionButton}
              />
            )}
            <Button
              variant="default"
              size="md"
              onClick={handleRequest}
              loading={mutation.isPending}
              disabled={!canRequest}
              className={classes.exclusionButton}
            >
              {exclusion?.state === 'running'
                ? 'Extend my break'
                : exclusion
                  ? 'Take a new break'
                  : 'E-mail me the link'}
            </Button>
          </>
        )}
        {problem && (
          <Text size="sm" c="red.5" role="alert">
            {problem}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          More help in our{' '}
          <Link to="/legal?tab=responsible-gambling" className={classes.inlineLink}>
            Responsible Gambling policy
          </Link>
          .
        </Text>
      </div>
    </SettingsCard>
  );
}
