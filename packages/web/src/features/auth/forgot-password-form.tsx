import { startPasswordResetRequestSchema } from '@ante/core';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../ui/form/form-alert';
import { useRequestForm } from '../../ui/form/use-request-form';
import { MailIcon } from '../../ui/icons';
import { startPasswordReset } from './auth-api';

type ForgotPasswordFormProps = {
  /** Where "Back to login" goes; without it the link is not shown. */
  onBack?: () => void;
  /** The button's words: "Send reset link", or "Send a new link" after a link failed. */
  submitLabel?: string;
};

/**
 * Asks for a password reset link. The confirmation is the same whether or not an
 * account uses the address, as the server's answer is: it must not tell a stranger
 * which addresses have accounts.
 */
export function ForgotPasswordForm({ onBack, submitLabel = 'Send reset link' }: ForgotPasswordFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, formError, handleSubmit } = useRequestForm({
    schema: startPasswordResetRequestSchema,
    initialValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: startPasswordReset,
    onSuccess: (_answer, body) => setSentTo(body.email),
  });

  const backLink = onBack && (
    <Text size="sm" c="dimmed" ta="center">
      Remembered it?{' '}
      <Anchor component="button" type="button" size="sm" fw={700} onClick={onBack}>
        Back to login
      </Anchor>
    </Text>
  );

  if (sentTo) {
    return (
      <Stack gap="md">
        <Alert color="brand" variant="light" icon={<MailIcon />} title="Check your inbox" role="status">
          If an account uses {sentTo}, we have sent a link to it. The link works once, for one hour. It may
          take a minute to arrive; check your spam folder too.
        </Alert>
        {backLink}
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit(mutation.mutateAsync)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </Text>
        <TextInput
          label="E-mail"
          placeholder="you@example.com"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          {...form.getInputProps('email')}
        />
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {submitLabel}
        </Button>
        {backLink}
      </Stack>
    </form>
  );
}
