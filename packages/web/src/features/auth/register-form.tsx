import { ErrorCode, type RegisterRequest, registerRequestSchema, type User } from '@ante/core';
import { Alert, Anchor, Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api';
import { AlertIcon } from '../../ui/icons';
import { storedReferrer } from '../referral/referral';
import { registerUser } from './auth-api';
import { revealButtonProps } from './login-form';
import { describeFormProblem } from './server-errors';
import { useValidatedForm } from './use-validated-form';

const FIELDS = ['username', 'email', 'password'] as const;

type RegisterFormProps = {
  onSuccess: (user: User) => void;
  onRestricted: () => void;
  onSwitchToLogin: () => void;
};

export function RegisterForm({ onSuccess, onRestricted, onSwitchToLogin }: RegisterFormProps) {
  const [referrer] = useState(storedReferrer);
  const form = useValidatedForm(registerRequestSchema, { username: '', email: '', password: '' }, () =>
    referrer ? { referrer } : {},
  );
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: RegisterRequest) => registerUser(body),
    onSuccess,
    onError(error) {
      if (isApiError(error, ErrorCode.RestrictedRegion)) return onRestricted();
      const problem = describeFormProblem(error, FIELDS);
      const field = FIELDS.find((name) => name === problem.field);
      if (field) form.setFieldError(field, problem.message);
      else setFormError(problem.message);
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
          placeholder="e.g. lucky_ace"
          description="3 to 14 letters, digits or underscores"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          {...form.fieldProps('username')}
        />
        <TextInput
          label="E-mail"
          placeholder="you@example.com"
          description="Optional, lets you recover your account"
          type="email"
          autoComplete="email"
          {...form.fieldProps('email')}
        />
        <PasswordInput
          label="Password"
          placeholder="At least 8 characters"
          autoComplete="new-password"
          visibilityToggleButtonProps={revealButtonProps}
          {...form.fieldProps('password')}
        />
        {referrer && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Referral code
            </Text>
            <Badge variant="light" radius="sm">
              {referrer}
            </Badge>
          </Group>
        )}
        {formError && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          Create account
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          By creating an account you confirm you are at least 18 years old and accept the{' '}
          <Anchor component={Link} to="/legal?tab=tos" size="xs">
            Terms of Service
          </Anchor>
          .
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          Already registered?{' '}
          <Anchor component="button" type="button" size="sm" fw={700} onClick={onSwitchToLogin}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
