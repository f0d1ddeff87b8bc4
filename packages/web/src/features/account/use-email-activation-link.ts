import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { currentUserQueryKey } from '../../lib/current-user';
import { activationToken, withoutLinkParams } from '../../lib/link-actions';
import { notifySuccess } from '../../lib/notify';
import { activateEmail } from './account-api';

/**
 * Codes already sent from this page load. Kept outside React so the link is used once
 * even if the hook is mounted twice or its effect runs twice (development's strict
 * mode). The app frame mounts it, so the link works on any page.
 */
const sentCodes = new Set<string>();

/**
 * Answers the activation e-mail's link (`?action=activate-email&token=<code>`,
 * docs/product.md#deep-links): sends the code once, takes both parameters out of the address
 * so a reload or a shared address cannot send it again, and says how it went.
 */
export function useEmailActivationLink(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const token = activationToken(searchParams);
  const { mutate } = useMutation({
    mutationFn: activateEmail,
    onSuccess: () => {
      notifySuccess('E-mail Verified!', 'Your e-mail has been verified.');
      return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: () => {
      notifications.show({
        color: 'red',
        title: 'Error Verifying E-mail',
        message: 'Error verifying your e-mail.',
      });
    },
  });

  useEffect(() => {
    if (token === null || sentCodes.has(token)) return;
    sentCodes.add(token);
    mutate(token);
    setSearchParams((previous) => withoutLinkParams(previous), { replace: true });
  }, [token, mutate, setSearchParams]);
}
