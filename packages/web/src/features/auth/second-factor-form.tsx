import { googleTotpRequestSchema, type User } from '@ante/core';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '../../ui/form/form-alert';
import { TotpCodeInput } from '../../ui/form/totp-code-input';
import { useRequestForm } from '../../ui/form/use-request-form';
import type { PendingIdentity } from './pending-identity';
import { finishGoogleWithCode, loginWithWallet } from './social-login-api';

type SecondFactorFormProps = {
  pending: PendingIdentity;
  onSuccess: (user: User) => void;
  onCancel: () => void;
};

/**
 * The code step of a Google or wallet login into an account with two-factor on, as
 * the password login form has: Google's sign-in is held by the server for a few
 * minutes and finished with the code; the wallet's signed message is sent again with it.
 */
export function SecondFactorForm({ pending, onSuccess, onCancel }: SecondFactorFormProps) {
  const { form, formError, handleSubmit } = useRequestForm({
    schema: googleTotpRequestSchema,
    initialValues: { totpCode: '' },
  });
  const mutation = useMutation({
    mutationFn: async ({ totpCode }: { totpCode: string }): Promise<User> => {
      if (pending.provider === 'google') return finishGoogleWithCode(totpCode);
      const answer = await loginWithWallet({ ...pending.signed, totpCode });
      if (!('user' in answer)) throw new Error('This wallet has no account yet.');
      return answer.user;
    },
    onSuccess,
  });

  const via = pending.provider === 'google' ? 'Google' : 'your wallet';
  return (
    <form onSubmit={handleSubmit((body) => mutation.mutateAsync(body))} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          You signed in with {via}, and two-factor is on for this account. Enter the 6-digit code from your
          authenticator app.
        </Text>
        <TotpCodeInput data-autofocus autoFocus {...form.getInputProps('totpCode')} />
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          Verify and log in
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onCancel}>
          Back
        </Anchor>
      </Stack>
    </form>
  );
}
