import { ErrorCode, type RegisterRequest, registerRequestSchema, type User } from '@ante/core';
import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api';
import { storedReferrer } from '../../lib/referral';
import { FormAlert } from '../../ui/form/form-alert';
import { revealButtonProps } from '../../ui/form/reveal-button';
import { useRequestForm } from '../../ui/form/use-request-form';
import { UsersIcon } from '../../ui/icons';
import { registerUser } from './auth-api';

/** The name a new account is known by, in every form that makes one (password, Google, wallet). */
export function NewUsernameInput(props: TextInputProps) {
  return (
    <TextInput
      label="Username"
      placeholder="e.g. lucky_ace"
      description="3 to 14 letters, digits or underscores"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      data-autofocus
      {...props}
    />
  );
}

type RegisterFormProps = {
  onSuccess: (user: User) => void;
  onRestricted: () => void;
  onSwitchToLogin: () => void;
};

export function RegisterForm({ onSuccess, onRestricted, onSwitchToLogin }: RegisterFormProps) {
  const [referrer] = useState(storedReferrer);
  const { form, formError, handleSubmit } = useRequestForm({
    schema: registerRequestSchema,
    initialValues: { username: '', email: '', password: '' },
    toRequest: (values) => (referrer ? { ...values, referrer } : values),
  });
  const mutation = useMutation({ mutationFn: registerUser, onSuccess });

  const handleRegister = async (body: RegisterRequest) => {
    try {
      await mutation.mutateAsync(body);
    } catch (error) {
      if (isApiError(error, ErrorCode.RestrictedRegion)) return onRestricted();
      throw error;
    }
  };

  return (
    <form onSubmit={handleSubmit(handleRegister)} noValidate>
      <Stack gap="md">
        <NewUsernameInput {...form.getInputProps('username')} />
        <TextInput
          label="E-mail"
          placeholder="you@example.com"
          description="Optional, lets you recover your account"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          placeholder="At least 8 characters"
          autoComplete="new-password"
          visibilityToggleButtonProps={revealButtonProps}
          {...form.getInputProps('password')}
        />
        {referrer && <ReferredBy code={referrer} />}
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          Create account
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          By creating an account you confirm you are at least 18 years old and accept the{' '}
          <Anchor component={Link} to="/legal?tab=tos" size="xs" underline="always">
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

/** The campaign code a new account will be registered with, as the browser kept it from a link. */
export function ReferredBy({ code }: { code: string }) {
  return (
    <Group gap="xs" wrap="nowrap" c="dimmed">
      <UsersIcon size={16} />
      <Text size="sm">
        Referred by{' '}
        <Text span size="sm" fw={700} c="bright">
          {code}
        </Text>
      </Text>
    </Group>
  );
}
