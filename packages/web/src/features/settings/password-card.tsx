import type { ChangePasswordRequest } from '@ante/core';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../../lib/notify';
import { AlertIcon, LockIcon } from '../../ui/icons';
import { revealButtonProps } from '../auth/login-form';
import { useCurrentUser } from '../auth/use-current-user';
import { useValidatedForm } from '../auth/use-validated-form';
import { describePasswordProblem, passwordChangeSchema } from './password-change';
import { changePassword } from './settings-api';
import { SettingsCard } from './settings-card';
import { useRefreshSessions } from './use-sessions';

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { user } = useCurrentUser();
  const form = useValidatedForm(passwordChangeSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: ChangePasswordRequest) => changePassword(body),
    onSuccess: onChanged,
    onError(error) {
      const problem = describePasswordProblem(error);
      if (problem.field === 'currentPassword' || problem.field === 'newPassword') {
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
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user?.username ?? ''}
          readOnly
          hidden
        />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          visibilityToggleButtonProps={revealButtonProps}
          {...form.fieldProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          visibilityToggleButtonProps={revealButtonProps}
          {...form.fieldProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          visibilityToggleButtonProps={revealButtonProps}
          {...form.fieldProps('confirmPassword')}
        />
        {formError && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" size="md" loading={mutation.isPending}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}

/** Changing the password keeps this device signed in and signs out every other one. */
export function PasswordCard() {
  const refreshSessions = useRefreshSessions();
  // Bumped after a change, so the form starts over empty.
  const [formKey, setFormKey] = useState(0);

  const handleChanged = () => {
    setFormKey((key) => key + 1);
    void refreshSessions();
    notifySuccess('Password changed', 'Your other devices have been signed out.');
  };

  return (
    <SettingsCard
      icon={LockIcon}
      title="Password"
      description="Changing it signs out your other devices. This one stays signed in."
    >
      <ChangePasswordForm key={formKey} onChanged={handleChanged} />
    </SettingsCard>
  );
}
