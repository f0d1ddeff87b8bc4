import { type LoginRequest, loginRequestSchema, type User } from '@ante/core';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AlertIcon } from '../../ui/icons';
import { loginUser } from './auth-api';
import { describeFormProblem } from './server-errors';
import { useValidatedForm } from './use-validated-form';

const FIELDS = ['username', 'password'] as const;

/** The password field's reveal button must not be labelled "password", or tests cannot find the field by label. */
export const revealButtonProps = { 'aria-label': 'Show or hide characters' };

type LoginFormProps = { onSuccess: (user: User) => void; onSwitchToRegister: () => void };

export function LoginForm({ onSuccess, onSwitchToRegister }: LoginFormProps) {
  const form = useValidatedForm(loginRequestSchema, { username: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: LoginRequest) => loginUser(body),
    onSuccess,
    onError(error) {
      const problem = describeFormProblem(error, FIELDS);
      if (problem.field === 'username' || problem.field === 'password') {
        form.setFieldError(problem.field, problem.message);
      } else setFormError(problem.message);
    },
  });

  const handleSubmit = form.handleSubmit((body) => {
    setFormError(null);
    mutation.mutate(body);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          placeholder="Username or e-mail"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          {...form.fieldProps('username')}
        />
        <PasswordInput
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          visibilityToggleButtonProps={revealButtonProps}
          {...form.fieldProps('password')}
        />
        {formError && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
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
