import { loginRequestSchema, type User } from '@ante/core';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '../../ui/form/form-alert';
import { useRequestForm } from '../../ui/form/use-request-form';
import { loginUser } from './auth-api';

/** The password field's reveal button must not be labelled "password", or tests cannot find the field by label. */
export const revealButtonProps = { 'aria-label': 'Show or hide characters' };

type LoginFormProps = { onSuccess: (user: User) => void; onSwitchToRegister: () => void };

export function LoginForm({ onSuccess, onSwitchToRegister }: LoginFormProps) {
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
        <PasswordInput
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          visibilityToggleButtonProps={revealButtonProps}
          {...form.getInputProps('password')}
        />
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
