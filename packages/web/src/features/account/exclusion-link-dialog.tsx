import { EXCLUSION_TIMEFRAMES, excludeUpdateRequestSchema } from '@ante/core';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { currentUserQueryKey } from '../../lib/current-user';
import { exclusionHeadline } from '../../lib/exclusion-format';
import { exclusionToken, withoutLinkParams } from '../../lib/link-actions';
import { notifySuccess } from '../../lib/notify';
import { FormAlert } from '../../ui/form/form-alert';
import { useRequestForm } from '../../ui/form/use-request-form';
import { AlertIcon } from '../../ui/icons';
import { useIsMobile } from '../../ui/use-is-mobile';
import { applyExclusion } from './account-api';
import classes from './security.module.css';

/**
 * Answers the break e-mail's link (`?action=update-exclusion&token=<code>`,
 * docs/product.md#deep-links): the player chooses how long, confirms, and the break starts. Without a
 * token nothing opens (docs/product.md#input-rules). Closing takes the link out of the address.
 * The link needs no login, so it works on whichever device opens the e-mail.
 */
export function ExclusionLinkDialog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = exclusionToken(searchParams);
  const close = () => setSearchParams((previous) => withoutLinkParams(previous), { replace: true });
  // Keyed by the token, so a second link starts from a clean form.
  return token ? <ExclusionForm key={token} token={token} onClose={close} /> : null;
}

/** The two kinds of break, each with how it ends. */
const KIND_GROUPS = [
  { kind: 'time-out', title: 'Time-out', note: 'Ends by itself when the time is up.' },
  {
    kind: 'self-exclusion',
    title: 'Self-exclusion',
    note: 'When it ends, your account stays closed until you ask to reopen it, and reopens 24 hours later.',
  },
] as const;

function ExclusionForm({ token, onClose }: { token: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const { form, formError, handleSubmit } = useRequestForm({
    schema: excludeUpdateRequestSchema,
    initialValues: { timeframe: '' },
    toRequest: ({ timeframe }) => ({ token, timeframe }),
  });
  const timeframe = form.values.timeframe;
  const mutation = useMutation({
    mutationFn: applyExclusion,
    onSuccess: (exclusion) => {
      notifySuccess(
        'Your break has started',
        `${exclusionHeadline(exclusion)} You cannot bet, deposit or send tips; you can still withdraw.`,
      );
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onClose();
    },
  });

  return (
    <Modal opened onClose={onClose} title="Take a break" centered fullScreen={isMobile} size="md">
      <form onSubmit={handleSubmit(mutation.mutateAsync)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Choose how long. During the break you cannot bet, deposit or send tips; you can still sign in and
            withdraw your balance. A break cannot be shortened once it has started.
          </Text>
          <Radio.Group label="Length of the break" {...form.getInputProps('timeframe')}>
            {KIND_GROUPS.map((group) => (
              <div key={group.kind} className={classes.timeframeGroup}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {group.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {group.note}
                </Text>
                <div className={classes.timeframes}>
                  {EXCLUSION_TIMEFRAMES.filter((entry) => entry.kind === group.kind).map((entry) => (
                    <Radio
                      key={entry.id}
                      value={entry.id}
                      label={entry.label}
                      className={classes.timeframe}
                    />
                  ))}
                </div>
              </div>
            ))}
          </Radio.Group>
          {timeframe === 'permanent' && (
            <Alert color="yellow" variant="light" icon={<AlertIcon />}>
              A permanent self-exclusion cannot be reversed, by you or by support.
            </Alert>
          )}
          <FormAlert>{formError}</FormAlert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!timeframe} loading={form.submitting}>
              Start my break
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
