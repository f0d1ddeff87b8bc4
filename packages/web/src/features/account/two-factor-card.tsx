import { type TotpSetupResponse, totpCodeRequestSchema, type User } from '@ante/core';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSetCurrentUser } from '../../lib/current-user';
import { notifySuccess } from '../../lib/notify';
import { CopyField } from '../../ui/copy-field';
import { FormAlert } from '../../ui/form/form-alert';
import { TotpCodeInput } from '../../ui/form/totp-code-input';
import { useRequestForm } from '../../ui/form/use-request-form';
import { ShieldCheckIcon } from '../../ui/icons';
import { SettingsCard } from '../../ui/settings-card';
import { disableTotp, enableTotp, fetchTotpSetup } from './account-api';
import classes from './security.module.css';

/** One code form: turning two-factor on (with the new secret's code) or off. */
function CodeForm(props: { submitLabel: string; danger?: boolean; onCode: (code: string) => Promise<User> }) {
  const setUser = useSetCurrentUser();
  const { form, formError, handleSubmit } = useRequestForm({
    schema: totpCodeRequestSchema,
    initialValues: { code: '' },
  });
  const mutation = useMutation({ mutationFn: props.onCode, onSuccess: setUser });

  return (
    <form
      onSubmit={handleSubmit(({ code }) => mutation.mutateAsync(code))}
      noValidate
      className={classes.totpForm}
    >
      <Stack gap="md">
        <TotpCodeInput
          description="The 6-digit code your authenticator app shows now."
          {...form.getInputProps('code')}
        />
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="md" color={props.danger ? 'red' : undefined} loading={form.submitting}>
          {props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

function SetupStep({ setup, onCancel }: { setup: TotpSetupResponse; onCancel: () => void }) {
  const handleCode = async (code: string) => {
    const user = await enableTotp(code);
    notifySuccess('Two-factor is on', 'Logins and withdrawals will ask for a code from your app.');
    return user;
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Scan the QR code with an authenticator app (Google Authenticator, Authy, 1Password...), or type the
        key in by hand. Then enter the code the app shows.
      </Text>
      <div className={classes.totpSetup}>
        <img className={classes.totpQr} src={setup.qrDataUrl} alt="QR code for your authenticator app" />
        <div className={classes.totpKey}>
          <CopyField label="Secret key" value={setup.secret} />
        </div>
      </div>
      <CodeForm submitLabel="Turn on two-factor" onCode={handleCode} />
      <Button variant="subtle" color="gray" onClick={onCancel} className={classes.totpForm}>
        Cancel
      </Button>
    </Stack>
  );
}

/**
 * Two-factor (TOTP). Off: a button that makes a new secret and shows it as a QR
 * code, its key, and the field for the first code that turns it on. On: the state,
 * and a form that turns it off with a current code.
 */
export function TwoFactorCard({ user }: { user: User }) {
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const start = useMutation({ mutationFn: fetchTotpSetup, onSuccess: setSetup });

  const handleDisable = async (code: string) => {
    const next = await disableTotp(code);
    setSetup(null);
    notifySuccess('Two-factor is off', 'Logins no longer ask for a code.');
    return next;
  };

  const badge = (
    <Badge variant="light" color={user.totpEnabled ? 'brand' : 'gray'}>
      {user.totpEnabled ? 'On' : 'Off'}
    </Badge>
  );

  return (
    <SettingsCard
      icon={ShieldCheckIcon}
      title="Two-factor authentication"
      description="A code from an app on your phone, asked at login and before withdrawals and account changes."
      aside={badge}
    >
      {user.totpEnabled ? (
        <Stack gap="md">
          <Text size="sm">Two-factor is on. To turn it off, enter a code from your authenticator app.</Text>
          <CodeForm submitLabel="Turn off two-factor" danger onCode={handleDisable} />
        </Stack>
      ) : setup ? (
        <SetupStep setup={setup} onCancel={() => setSetup(null)} />
      ) : (
        <Stack gap="md" align="flex-start">
          <Text size="sm" c="dimmed">
            Two-factor is off. Turn it on so that your password alone cannot open your account.
          </Text>
          <Group>
            <Button size="md" loading={start.isPending} onClick={() => start.mutate()}>
              Enable two-factor
            </Button>
          </Group>
        </Stack>
      )}
    </SettingsCard>
  );
}
