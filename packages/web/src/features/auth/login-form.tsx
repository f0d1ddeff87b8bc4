import { ErrorCode, loginRequestSchema, type User } from '@ante/core';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { codeOrNothing, missingCodeProblem } from '../../lib/totp-code';
import { FormAlert } from '../../ui/form/form-alert';
import { revealButtonProps } from '../../ui/form/reveal-button';
import { TotpCodeInput } from '../../ui/form/totp-code-input';
import { useRequestForm } from '../../ui/form/use-request-form';
import { loginUser } from './auth-api';
import { ForgotPasswordForm } from './forgot-password-form';

type LoginFormProps = { onSuccess: (user: User) => void; onSwitchToRegister: () => void };

/** The login form, or in its place the form that asks for a password reset link. */
export function LoginForm(props: LoginFormProps) {
  const [forgot, setForgot] = useState(false);
  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;
  return <LoginFields {...props} onForgotPassword={() => setForgot(true)} />;
}

/**
 * Username and password, then, for an account with two-factor on, a second step
 * that asks for the code: the server answers the right password without a code with
 * TOTP_REQUIRED, and the form keeps what was typed, so only the code is asked for.
 */
function LoginFields({
  onSuccess,
  onSwitchToRegister,
  onForgotPassword,
}: LoginFormProps & { onForgotPassword: () => void }) {
  const [askCode, setAskCode] = useState(false);
  const { form, formError, handleSubmit, clearErrors } = useRequestForm({
    schema: loginRequestSchema,
    initialValues: { username: '', password: '', totpCode: '' },
    toRequest: ({ totpCode, ...values }) => ({ ...values, totpCode: codeOrNothing(totpCode) }),
    check: ({ totpCode }) => ({ totpCode: missingCodeProblem(askCode, totpCode) }),
  });
  // A refusal shows in the form (a wrong code beside the code), never as a toast too;
  // being asked for the code is the next step, not a failure.
  const mutation = useMutation({ mutationFn: loginUser, onSuccess });

  const handleLogin = async (request: Parameters<typeof loginUser>[0]) => {
    try {
      await mutation.mutateAsync(request);
    } catch (error) {
      if (!isApiError(error, ErrorCode.TotpRequired)) throw error;
      setAskCode(true);
    }
  };

  const handleBack = () => {
    setAskCode(false);
    clearErrors();
    form.setFieldValue('totpCode', '');
  };

  if (askCode) {
    return (
      <form onSubmit={handleSubmit(handleLogin)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Two-factor is on for <b>{form.values.username}</b>. Enter the 6-digit code from your authenticator
            app.
          </Text>
          <TotpCodeInput data-autofocus autoFocus {...form.getInputProps('totpCode')} />
          <FormAlert>{formError}</FormAlert>
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            Verify and log in
          </Button>
          <Anchor component="button" type="button" size="sm" ta="center" onClick={handleBack}>
            Back to password
          </Anchor>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={handleSubmit(handleLogin)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          placeholder="Username or e-mail"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          {...form.getInputProps('username')}
        />
        <Stack gap={6}>
          <PasswordInput
            label="Password"
            placeholder="Your password"
            autoComplete="current-password"
            visibilityToggleButtonProps={revealButtonProps}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onForgotPassword}>
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          Log in
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          New to Ante?{' '}
          <Anchor component="button" type="button" size="sm" fw={700} onClick={onSwitchToRegister}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
