import { loginRequestSchema, type User } from '@ante/core';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../ui/form/form-alert';
import { useRequestForm } from '../../ui/form/use-request-form';
import { loginUser } from './auth-api';
import { ForgotPasswordForm } from './forgot-password-form';

/** The password field's reveal button must not be labelled "password", or tests cannot find the field by label. */
export const revealButtonProps = { 'aria-label': 'Show or hide characters' };

type LoginFormProps = { onSuccess: (user: User) => void; onSwitchToRegister: () => void };

/** The login form, or in its place the form that asks for a password reset link. */
export function LoginForm(props: LoginFormProps) {
  const [forgot, setForgot] = useState(false);
  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;
  return <LoginFields {...props} onForgotPassword={() => setForgot(true)} />;
}

function LoginFields({
  onSuccess,
  onSwitchToRegister,
  onForgotPassword,
}: LoginFormProps & { onForgotPassword: () => void }) {
  const { form, formError, handleSubmit } = useRequestForm({
    schema: loginRequestSchema,
    initialValues: { username: '', password: '' },
  });
  const mutation = useMutation({ mutationFn: loginUser, onSuccess });

  return (
    <form onSubmit={handleSubmit(mutation.mutateAsync)} noValidate>
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
