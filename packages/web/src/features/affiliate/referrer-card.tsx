import { setReferrerRequestSchema } from '@ante/core';
import { Button, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { notifySuccess } from '../../lib/notify';
import { useRequestForm } from '../../ui/form/use-request-form';
import { UserIcon } from '../../ui/icons';
import { SettingsCard } from '../../ui/settings-card';
import settingsClasses from '../../ui/settings-card.module.css';
import classes from './affiliate.module.css';
import { setReferrer } from './affiliate-api';
import { useRefreshAffiliate } from './use-affiliate';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Who referred the player, once recorded. */
export function ReferredByCard({ code }: { code: string }) {
  return (
    <SettingsCard
      icon={UserIcon}
      title="Referred by"
      aside={<code className={classes.campaignCode}>{code}</code>}
    >
      <p className={classes.referredByText}>
        You joined through the code <strong>{code}</strong>. Your bets earn its owner a commission at no cost
        to you.
      </p>
    </SettingsCard>
  );
}

/**
 * A player who registered without a referral link may still name who brought them,
 * until `until` (REFERRAL_WINDOW_DAYS after registering, and only before their first
 * deposit; the answer stops offering it then).
 */
export function SetReferrerCard({ until }: { until: string }) {
  const refresh = useRefreshAffiliate();
  const { form, handleSubmit } = useRequestForm({
    schema: setReferrerRequestSchema,
    initialValues: { code: '' },
    otherErrorsField: 'code',
  });
  const save = useMutation({
    mutationFn: ({ code }: { code: string }) => setReferrer(code),
    onSuccess: async (referredBy) => {
      notifySuccess('Referrer saved', `You are now referred by ${referredBy}.`);
      await refresh();
    },
  });

  return (
    <SettingsCard
      icon={UserIcon}
      title="Were you referred by someone?"
      description={
        <>
          Enter their code to credit them. You can do this once, until{' '}
          <time dateTime={until}>{dateFormat.format(new Date(until))}</time> and before your first deposit.
        </>
      }
    >
      <form onSubmit={handleSubmit(save.mutateAsync)} noValidate className={settingsClasses.checkRow}>
        <TextInput
          className={settingsClasses.checkInput}
          label="Referral code"
          placeholder="e.g. lucky_7"
          maxLength={20}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          classNames={{ input: classes.monoInput }}
          {...form.getInputProps('code')}
        />
        <Button type="submit" size="md" loading={form.submitting} className={settingsClasses.checkButton}>
          Save
        </Button>
      </form>
    </SettingsCard>
  );
}
