import { setEmailRequestSchema, type User } from '@ante/core';
import { Badge, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSetCurrentUser } from '../../lib/current-user';
import { notifySuccess } from '../../lib/notify';
import { codeOrNothing, missingCodeProblem } from '../../lib/totp-code';
import { revealButtonProps } from '../../ui/form/reveal-button';
import { TotpCodeInput } from '../../ui/form/totp-code-input';
import { useRequestForm } from '../../ui/form/use-request-form';
import { MailIcon } from '../../ui/icons';
import { MaskedEmail } from '../../ui/masked-email';
import { SettingsCard } from '../../ui/settings-card';
import { setEmail } from './account-api';
import { ResendVerification } from './resend-verification';
import classes from './security.module.css';
import { useRefreshSecurityEvents } from './use-security-events';

type EmailFormProps = { hasEmail: boolean; totpRequired: boolean; onSaved: (user: User) => void };

/**
 * A new address, confirmed with the account's password (where password resets are
 * sent is worth a password) and, once two-factor is on, its code. A refusal naming
 * none of the fields lands beside the e-mail.
 */
function EmailForm({ hasEmail, totpRequired, onSaved }: EmailFormProps) {
  const { form, handleSubmit } = useRequestForm({
    schema: setEmailRequestSchema,
    initialValues: { email: '', password: '', totpCode: '' },
    toRequest: ({ totpCode, ...values }) => ({ ...values, totpCode: codeOrNothing(totpCode) }),
    check: ({ totpCode }) => ({ totpCode: missingCodeProblem(totpRequired, totpCode) }),
    otherErrorsField: 'email',
  });
  const mutation = useMutation({ mutationFn: setEmail, onSuccess: onSaved });

  return (
    <form onSubmit={handleSubmit(mutation.mutateAsync)} noValidate className={classes.emailForm}>
      <TextInput
        className={classes.emailInput}
        label="E-mail"
        description={hasEmail ? 'A new address replaces the current one once saved.' : undefined}
        placeholder="you@example.com"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label="Password"
        description="Your current password, to confirm it is you."
        autoComplete="current-password"
        visibilityToggleButtonProps={revealButtonProps}
        {...form.getInputProps('password')}
      />
      {totpRequired && <TotpCodeInput {...form.getInputProps('totpCode')} />}
      <Button type="submit" size="md" loading={form.submitting} className={classes.emailSubmit}>
        Save e-mail
      </Button>
    </form>
  );
}

/**
 * The account's e-mail: what it is, whether its link has been followed, and a form
 * to add or change it. A saved address is unverified until the player opens the link
 * the server mails to it.
 */
export function EmailCard({ user }: { user: User }) {
  const setUser = useSetCurrentUser();
  const refreshEvents = useRefreshSecurityEvents();
  // Bumped after a save, so the form starts over empty.
  const [formKey, setFormKey] = useState(0);
  // The e-mail is masked by default, here as in the profile menu
  // (docs/product.md#how-things-change).
  const [emailShown, setEmailShown] = useState(false);

  const handleSaved = (next: User) => {
    setUser(next);
    setFormKey((key) => key + 1);
    void refreshEvents();
    notifySuccess('Check your inbox', `We sent a verification link to ${next.email ?? 'your new address'}.`);
  };

  const badge = user.email ? (
    <Badge variant="light" color={user.emailVerified ? 'brand' : 'yellow'}>
      {user.emailVerified ? 'Verified' : 'Not verified'}
    </Badge>
  ) : null;

  return (
    <SettingsCard
      icon={MailIcon}
      title="E-mail"
      description="Used for account recovery and important notices. We never show it to other players."
      aside={badge}
    >
      <Stack gap="md">
        <div className={classes.emailCurrent}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" className={classes.caption}>
            Current e-mail
          </Text>
          {user.email ? (
            <MaskedEmail
              email={user.email}
              revealed={emailShown}
              onRevealedChange={setEmailShown}
              textProps={{ fw: 700, c: 'white', className: classes.emailAddress }}
              toggleSize="md"
            />
          ) : (
            <Text c="dimmed">No e-mail added yet.</Text>
          )}
          {user.email && !user.emailVerified && <ResendVerification email={user.email} />}
        </div>
        <EmailForm
          key={formKey}
          hasEmail={user.email !== null}
          totpRequired={user.totpEnabled}
          onSaved={handleSaved}
        />
      </Stack>
    </SettingsCard>
  );
}
