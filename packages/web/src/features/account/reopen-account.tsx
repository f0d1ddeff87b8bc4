import type { Exclusion } from '@ante/core';
import { Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../lib/current-user';
import { describeMoment } from '../../lib/exclusion-format';
import { notifySuccess } from '../../lib/notify';
import { errorMessage } from '../../ui/form/request-form';
import { reopenAccount } from './account-api';
import classes from './security.module.css';

/**
 * The end of a self-exclusion (Take a break card): the account stays closed until the
 * player asks to reopen it, and then for 24 hours more, so that coming back is a
 * considered step. Once asked, it says when the account reopens.
 */
export function ReopenAccount({ exclusion }: { exclusion: Exclusion }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: reopenAccount,
    onSuccess: (next) => {
      notifySuccess(
        'Your account will reopen',
        next.reopensAt
          ? `You can play again from ${describeMoment(next.reopensAt)}.`
          : 'You can play again soon.',
      );
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });

  if (exclusion.state === 'reopening') {
    return (
      <Text size="sm" c="dimmed" data-testid="exclusion-reopening">
        You asked to reopen your account. Betting, deposits and tips come back then; until then you can still
        withdraw. If you are not sure you are ready, you can take a new break instead.
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed">
        If you want to come back, ask to reopen your account. It reopens 24 hours after you ask, to give you
        time to be sure. If you are not sure you are ready, take a new break instead.
      </Text>
      <Button
        variant="default"
        size="md"
        onClick={() => mutation.mutate()}
        loading={mutation.isPending}
        className={classes.exclusionButton}
      >
        Reopen my account
      </Button>
      {mutation.isError && (
        <Text size="sm" c="red.5" role="alert">
          {errorMessage(mutation.error)}
        </Text>
      )}
    </>
  );
}
