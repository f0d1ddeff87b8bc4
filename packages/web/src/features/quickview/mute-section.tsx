import { CHAT_MUTE_LADDER, type ChatMute, chatMuteRequestSchema } from '@ante/core';
import { Button, Checkbox, Chip, Skeleton, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../lib/notify';
import { FormAlert } from '../../ui/form/form-alert';
import { useRequestForm } from '../../ui/form/use-request-form';
import { ShieldCheckIcon } from '../../ui/icons';
import { MuteHistory, untilLabel } from './mute-history';
import { isMuteActive, nextLadderStep } from './mute-ladder';
import classes from './quickview.module.css';
import { muteChatPlayer } from './quickview-api';
import { useChatMutes } from './use-quickview';

/**
 * Staff only: mute the player in chat, a step up the ladder from their last mute,
 * with the reason the moderation log keeps; and the mutes they had before.
 */
export function MuteSection({ username }: { username: string }) {
  const mutes = useChatMutes(username);
  const earlier = mutes.data ?? [];
  const suggested = nextLadderStep(earlier);
  const current = earlier[0] && isMuteActive(earlier[0], Date.now()) ? earlier[0] : null;
  return (
    <section className={classes.mute} aria-label="Moderation">
      <h3 className={classes.sectionTitle}>
        <ShieldCheckIcon size={16} />
        Mute in chat
      </h3>
      {current && (
        <div className={classes.mutedNow} role="status">
          Muted now, {untilLabel(current.until)}
        </div>
      )}
      {mutes.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : (
        <MuteForm key={`${suggested}-${earlier.length}`} username={username} suggested={suggested} />
      )}
      <h3 className={classes.sectionTitle}>Earlier mutes</h3>
      {mutes.isPending && <Skeleton height={40} radius="md" />}
      {mutes.isError && (
        <Text size="sm" c="dimmed">
          Earlier mutes could not be loaded.
        </Text>
      )}
      {mutes.isSuccess && <MuteHistory mutes={earlier} />}
    </section>
  );
}

type MuteFormProps = { username: string; suggested: number };

function MuteForm({ username, suggested }: MuteFormProps) {
  const queryClient = useQueryClient();
  const { form, formError, handleSubmit } = useRequestForm({
    schema: chatMuteRequestSchema,
    initialValues: { step: String(suggested), reason: '', removeMessages: '' },
    toRequest: ({ step, reason, removeMessages }) => ({
      username,
      durationMinutes: CHAT_MUTE_LADDER[Number(step)]?.minutes ?? null,
      reason,
      removeMessages: removeMessages === 'yes',
    }),
  });
  const mutation = useMutation({
    mutationFn: muteChatPlayer,
    onSuccess: (mute: ChatMute) => {
      notifySuccess('Player muted', `${mute.username} is muted ${untilLabel(mute.until)}.`);
      void queryClient.invalidateQueries({ queryKey: ['quickview', 'mutes'] });
    },
  });

  return (
    <form className={classes.muteForm} onSubmit={handleSubmit(mutation.mutateAsync)} noValidate>
      <Chip.Group value={form.values.step} onChange={(step) => form.setFieldValue('step', step)}>
        <div className={classes.ladder} role="radiogroup" aria-label="Mute for">
          {CHAT_MUTE_LADDER.map((rung, index) => (
            <Chip
              key={rung.label}
              value={String(index)}
              size="sm"
              variant="light"
              color="red"
              radius="sm"
              classNames={{ root: classes.rung, label: classes.rungLabel, iconWrapper: classes.rungIcon }}
            >
              {rung.label}
            </Chip>
          ))}
        </div>
      </Chip.Group>
      <Text size="xs" c="dimmed" mt={-4}>
        {suggested === 0
          ? 'No earlier mutes: the ladder starts at its first step.'
          : `Suggested after their last mute: ${CHAT_MUTE_LADDER[suggested]?.label}.`}
      </Text>
      <Textarea
        label="Reason"
        placeholder="What they did; the moderation log keeps it"
        autosize
        minRows={2}
        maxLength={200}
        {...form.getInputProps('reason')}
      />
      <Checkbox
        label="Remove their messages"
        checked={form.values.removeMessages === 'yes'}
        onChange={(event) => form.setFieldValue('removeMessages', event.currentTarget.checked ? 'yes' : '')}
      />
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" color="red" variant="light" loading={form.submitting} fullWidth>
        Mute {username}
      </Button>
    </form>
  );
}
