import { Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { currentUserQueryKey } from '../../lib/current-user';
import { notifySuccess } from '../../lib/notify';
import { errorMessage } from '../../ui/form/request-form';
import { sendVerifyEmail } from './account-api';
import classes from './security.module.css';

/**
 * Mails a fresh activation link. The server allows one a minute; its answer to a
 * second click (429) is shown here, under the button, rather than as a toast.
 */
export function ResendVerification({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: sendVerifyEmail,
    onMutate: () => setProblem(null),
    onSuccess: () => notifySuccess('Verification e-mail sent', `Open the link we sent to ${email}.`),
    onError: (error) => {
      setProblem(errorMessage(error));
      // "Already verified" means this page is behind: the link was opened elsewhere.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      }
    },
  });

  return (
    <div className={classes.resend}>
      <Text size="sm" c="dimmed">
        Open the link we sent to verify this address. Nothing arrived?
      </Text>
      <Button
        variant="default"
        size="compact-md"
        onClick={() => mutation.mutate()}
        loading={mutation.isPending}
        className={classes.resendButton}
      >
        Resend verification e-mail
      </Button>
      {problem && (
        <Text size="sm" c="red.5" role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
}
