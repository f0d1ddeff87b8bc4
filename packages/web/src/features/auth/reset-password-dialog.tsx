import {
  ErrorCode,
  type FinishPasswordResetRequest,
  finishPasswordResetRequestSchema,
  passwordResetTokenSchema,
  type User,
} from '@ante/core';
import { Alert, Anchor, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, isApiError } from '../../lib/api';
import { useSetCurrentUser } from '../../lib/current-user';
import { resetPasswordToken, withoutLinkParams } from '../../lib/link-actions';
import { notifySuccess } from '../../lib/notify';
import { codeOrNothing, missingCodeProblem } from '../../lib/totp-code';
import { FormAlert } from '../../ui/form/form-alert';
import { revealButtonProps } from '../../ui/form/reveal-button';
import { TotpCodeInput } from '../../ui/form/totp-code-input';
import { useRequestForm } from '../../ui/form/use-request-form';
import { AlertIcon } from '../../ui/icons';
import { useIsMobile } from '../../ui/use-is-mobile';
import { finishPasswordReset } from './auth-api';
import { ForgotPasswordForm } from './forgot-password-form';

const LINK_ERRORS = new Set<string>([
  ErrorCode.ResetLinkUsed,
  ErrorCode.ResetLinkExpired,
  ErrorCode.ResetLinkInvalid,
]);

/** Whether a refusal is about the link itself (used, expired, unknown, malformed) rather than the password. */
function isLinkError(error: unknown): error is ApiError {
  return error instanceof ApiError && (LINK_ERRORS.has(error.code) || error.field === 'token');
}

/**
 * Answers the password reset e-mail's link (`?action=reset-password&token=<code>`):
 * the player chooses a new password and is signed in with it. Without a token nothing
 * opens (docs/product.md#input-rules). Closing takes the link out of the address. A link that no
 * longer works says why, and offers a new one in place.
 */
export function ResetPasswordDialog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = resetPasswordToken(searchParams);
  const close = () => setSearchParams((previous) => withoutLinkParams(previous), { replace: true });
  // Keyed by the token, so a second link starts from a clean form.
  return token ? <ResetPasswordModal key={token} token={token} onClose={close} /> : null;
}

type ResetValues = { password: string; confirmPassword: string; totpCode: string };

function ResetPasswordModal({ token, onClose }: { token: string; onClose: () => void }) {
  const isMobile = useIsMobile();
  const setUser = useSetCurrentUser();
  const queryClient = useQueryClient();
  // A code cut short (the link broken across lines by a mail program) is told at once.
  const [linkProblem, setLinkProblem] = useState<string | null>(() =>
    passwordResetTokenSchema.safeParse(token).success
      ? null
      : 'This reset link is incomplete. Open it again from the e-mail, or ask for a new one.',
  );
  // With two-factor on, the server asks for the code (TOTP_REQUIRED) and keeps the link
  // unused; the dialog then asks for it, as the login form does, keeping the password.
  const [askCode, setAskCode] = useState(false);
  const { form, formError, handleSubmit, clearErrors } = useRequestForm({
    schema: finishPasswordResetRequestSchema,
    initialValues: { password: '', confirmPassword: '', totpCode: '' } satisfies ResetValues,
    toRequest: ({ password, totpCode }: ResetValues) => ({
      token,
      password,
      totpCode: codeOrNothing(totpCode),
    }),
    check: ({ password, confirmPassword, totpCode }: ResetValues) => ({
      totpCode: missingCodeProblem(askCode, totpCode),
      confirmPassword: !confirmPassword
        ? 'Confirm your new password'
        : confirmPassword !== password
          ? 'Passwords do not match'
          : null,
    }),
  });
  const mutation = useMutation({
    mutationFn: finishPasswordReset,
    // Every refusal is shown in the dialog (beside a field, above the button, or in place
    // of the form for a dead link), so the app's fallback toast would only repeat it.
    onError: () => {},
    onSuccess: (user: User) => {
      setUser(user);
      // Everything cached belonged to a session that has just ended.
      void queryClient.invalidateQueries({ queryKey: ['user', user.userId] });
      notifySuccess(
        'Password changed',
        `You are signed in as ${user.username}. Other devices were signed out.`,
      );
      onClose();
    },
  });

  const handleReset = async (body: FinishPasswordResetRequest) => {
    try {
      await mutation.mutateAsync(body);
    } catch (error) {
      if (isLinkError(error)) return setLinkProblem(error.message);
      if (isApiError(error, ErrorCode.TotpRequired)) return setAskCode(true);
      throw error;
    }
  };

  const handleBack = () => {
    setAskCode(false);
    clearErrors();
    form.setFieldValue('totpCode', '');
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={linkProblem ? 'This link no longer works' : 'Choose a new password'}
      centered
      fullScreen={isMobile}
      size="md"
    >
      {linkProblem ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {linkProblem}
          </Alert>
          <ForgotPasswordForm submitLabel="Send a new link" />
        </Stack>
      ) : askCode ? (
        <form onSubmit={handleSubmit(handleReset)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Two-factor is on for this account. Enter the 6-digit code from your authenticator app to set
              your new password.
            </Text>
            <TotpCodeInput data-autofocus autoFocus {...form.getInputProps('totpCode')} />
            <FormAlert>{formError}</FormAlert>
            <Button type="submit" size="md" fullWidth loading={form.submitting}>
              Verify and set password
            </Button>
            <Anchor component="button" type="button" size="sm" ta="center" onClick={handleBack}>
              Back to new password
            </Anchor>
          </Stack>
        </form>
      ) : (
        <form onSubmit={handleSubmit(handleReset)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Your new password signs out every device signed in to your account, and signs you in here.
            </Text>
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              visibilityToggleButtonProps={revealButtonProps}
              data-autofocus
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              visibilityToggleButtonProps={revealButtonProps}
              {...form.getInputProps('confirmPassword')}
            />
            <FormAlert>{formError}</FormAlert>
            <Button type="submit" size="md" fullWidth loading={form.submitting}>
              Set password and sign in
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
