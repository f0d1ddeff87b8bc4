import { ErrorCode, googleRegisterRequestSchema, type User } from '@ante/core';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { storedReferrer } from '../../lib/referral';
import { FormAlert } from '../../ui/form/form-alert';
import { useRequestForm } from '../../ui/form/use-request-form';
import type { PendingIdentity } from './pending-identity';
import { NewUsernameInput, ReferredBy } from './register-form';
import { registerWithGoogle, registerWithWallet } from './social-login-api';

type ChooseUsernameFormProps = {
  pending: PendingIdentity;
  onSuccess: (user: User) => void;
  onRestricted: () => void;
  onCancel: () => void;
};

/** The last step of a first Google or wallet sign-in: the player names the new account. */
export function ChooseUsernameForm({ pending, onSuccess, onRestricted, onCancel }: ChooseUsernameFormProps) {
  const { form, formError, handleSubmit } = useRequestForm({
    // The name is the whole of Google's register request, and the wallet's adds the signature to it.
    schema: googleRegisterRequestSchema,
    initialValues: { username: '' },
  });
  const [referrer] = useState(storedReferrer);
  const mutation = useMutation({
    mutationFn: ({ username }: { username: string }) =>
      pending.provider === 'google'
        ? registerWithGoogle(username, referrer)
        : registerWithWallet({ ...pending.signed, username, referrer }),
    onSuccess,
  });

  const handleChoose = async (body: { username: string }) => {
    try {
      await mutation.mutateAsync(body);
    } catch (error) {
      if (isApiError(error, ErrorCode.RestrictedRegion)) return onRestricted();
      throw error;
    }
  };

  const via = pending.provider === 'google' ? 'your Google account' : 'your wallet';
  return (
    <form onSubmit={handleSubmit(handleChoose)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          You signed in with {via}. Choose the name other players will see to finish creating your account.
        </Text>
        <NewUsernameInput {...form.getInputProps('username')} />
        {referrer && <ReferredBy code={referrer} />}
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          Create account
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          <Anchor component="button" type="button" size="sm" fw={700} onClick={onCancel}>
            Back
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
