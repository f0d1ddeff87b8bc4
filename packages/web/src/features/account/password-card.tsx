import { Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { notifySuccess } from '../../lib/notify';
import { FormAlert } from '../../ui/form/form-alert';
import { revealButtonProps } from '../../ui/form/reveal-button';
import { TotpCodeInput } from '../../ui/form/totp-code-input';
import { useRequestForm } from '../../ui/form/use-request-form';
import { LockIcon } from '../../ui/icons';
import { SettingsCard } from '../../ui/settings-card';
import { changePassword } from './account-api';
import { passwordChangeRules } from './password-change';
import { useRefreshSecurityEvents } from './use-security-events';
import { useRefreshSessions } from './use-sessions';

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { user } = useCurrentUser();
  const totpRequired = user?.totpEnabled ?? false;
  const hasPassword = user?.hasPassword ?? true;
  const { form, formError, handleSubmit } = useRequestForm(
    passwordChangeRules({ hasPassword, totpRequired }),
  );
  const mutation = useMutation({ mutationFn: changePassword, onSuccess: onChanged });

  return (
    <form onSubmit={handleSubmit(mutation.mutateAsync)} noValidate>
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
        {hasPassword && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            visibilityToggleButtonProps={revealButtonProps}
            {...form.getInputProps('currentPassword')}
          />
        )}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          visibilityToggleButtonProps={revealButtonProps}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          visibilityToggleButtonProps={revealButtonProps}
          {...form.getInputProps('confirmPassword')}
        />
        {totpRequired && <TotpCodeInput {...form.getInputProps('totpCode')} />}
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="md" loading={form.submitting}>
          {hasPassword ? 'Change password' : 'Set password'}
        </Button>
      </Stack>
    </form>
  );
}

/** Changing the password keeps this device signed in and signs out every other one. */
export function PasswordCard() {
  const refreshSessions = useRefreshSessions();
  const refreshEvents = useRefreshSecurityEvents();
  // Bumped after a change, so the form starts over empty.
  const [formKey, setFormKey] = useState(0);

  const handleChanged = () => {
    setFormKey((key) => key + 1);
    void refreshSessions();
    void refreshEvents();
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
