import { type PlayLimit, setPlayLimitRequestSchema } from '@ante/core';
import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-text';
import { notifySuccess } from '../../lib/notify';
import {
  formatLimitMoment,
  LIMIT_KIND_OPTIONS,
  LIMIT_PERIOD_OPTIONS,
  limitFigures,
  limitTitle,
  playLimitFormRules,
  removalOf,
} from '../../lib/play-limits';
import { useNow } from '../../lib/use-now';
import { useConfirmPlayLimit, usePlayLimits, useSetPlayLimit } from '../../lib/use-play-limits';
import { useTypedFiat } from '../../lib/wallet/use-fiat-amounts';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { FormAlert } from '../../ui/form/form-alert';
import { useRequestForm } from '../../ui/form/use-request-form';
import { ShieldCheckIcon } from '../../ui/icons';
import { SettingsCard } from '../../ui/settings-card';
import classes from './security.module.css';

/** One limit: its amount and what is used (or played), and a raise or removal waiting out its 24 hours. */
function LimitRow({ limit }: { limit: PlayLimit }) {
  const usd = useUsdFormatter();
  const now = useNow(30_000);
  const change = useSetPlayLimit();
  const confirm = useConfirmPlayLimit();
  const [problem, setProblem] = useState<string | null>(null);
  const { kind, period, pending } = limit;
  const confirmable = pending !== null && Date.parse(pending.confirmableAt) <= now;
  const figures = limitFigures(limit, usd);

  const handleRemove = () =>
    change.mutate(removalOf(limit), { onError: (error) => setProblem(errorMessage(error)) });
  const handleConfirm = () =>
    confirm.mutate({ kind, period }, { onError: (error) => setProblem(errorMessage(error)) });

  return (
    <div className={classes.limitRow} data-testid={`limit-${kind}-${period}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700} c="white">
          {limitTitle(kind, period)}: {figures.amount ?? 'none'}
        </Text>
        {limit.setBy === 'staff' && (
          <Badge variant="light" color="gray">
            Set by support
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {figures.used} {figures.usedWord} · resets {formatLimitMoment(limit.resetsAt)}
      </Text>
      {pending && (
        <Text size="sm" c="yellow.4" role="status">
          {figures.pending == null ? 'Removal' : `Raise to ${figures.pending}`} waiting:{' '}
          {confirmable
            ? 'you can confirm it now.'
            : `you can confirm it from ${formatLimitMoment(pending.confirmableAt)}.`}
        </Text>
      )}
      <Group gap="xs">
        {pending && (
          <Button
            size="xs"
            variant="light"
            disabled={!confirmable}
            loading={confirm.isPending}
            onClick={handleConfirm}
          >
            Confirm change
          </Button>
        )}
        {limit.setBy === 'player' && figures.pending !== null && (
          <Button size="xs" variant="subtle" color="gray" loading={change.isPending} onClick={handleRemove}>
            Remove
          </Button>
        )}
      </Group>
      {problem && (
        <Text size="sm" c="red.5" role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
}

/**
 * Deposit, loss, wager and time limits per day, week or month (docs/play-limits.md). A new or
 * lower limit applies at once; a higher one or a removal waits 24 hours, then needs the
 * player to confirm it, so a limit is never loosened in the heat of the moment.
 */
export function PlayLimitsCard() {
  const limits = usePlayLimits();
  const change = useSetPlayLimit();
  // A refusal naming no field (a limit staff set) shows above the button, whichever amount boxes show.
  const { fiat, toUsd } = useTypedFiat();
  const { form, formError, handleSubmit } = useRequestForm(
    playLimitFormRules(setPlayLimitRequestSchema, {}, toUsd),
  );

  const handleSave = handleSubmit(async (request) => {
    const after = (await change.mutateAsync(request)).limits.find(
      (limit) => limit.kind === request.kind && limit.period === request.period,
    );
    form.setValues({ amountUsd: '', hours: '', amountMinutes: '' });
    // A change still waiting once the server has answered is a raise or a removal: it waits its 24 hours.
    const waiting = after?.pending != null;
    notifySuccess(
      waiting ? 'Change waiting 24 hours' : 'Limit set',
      waiting
        ? 'Your current limit holds until you confirm the change here, after 24 hours.'
        : 'It applies from now on.',
    );
  });

  return (
    <SettingsCard
      icon={ShieldCheckIcon}
      title="Deposit, loss, wager and time limits"
      description="Cap what you deposit, lose or wager, or how long you play, per day, week or month (days start at 00:00 UTC, weeks on Monday). A new or lower limit applies at once; a higher one or a removal applies 24 hours later, once you confirm it."
    >
      <Stack gap="sm">
        {limits.data?.limits.map((limit) => (
          <LimitRow key={`${limit.kind}-${limit.period}`} limit={limit} />
        ))}
        <form aria-label="Set a limit" noValidate onSubmit={handleSave}>
          <Stack gap="xs">
            <div className={classes.limitFields}>
              <Select
                label="Limit on"
                size="md"
                data={LIMIT_KIND_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('kind')}
              />
              <Select
                label="Period"
                size="md"
                data={LIMIT_PERIOD_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('period')}
              />
              {form.values.kind === 'time' ? (
                <>
                  <TextInput
                    label="Hours"
                    inputMode="numeric"
                    placeholder="2"
                    {...form.getInputProps('hours')}
                  />
                  <TextInput
                    label="Minutes"
                    inputMode="numeric"
                    placeholder="30"
                    {...form.getInputProps('amountMinutes')}
                  />
                </>
              ) : (
                <TextInput
                  label={`Amount (${fiat})`}
                  inputMode="decimal"
                  placeholder="100"
                  {...form.getInputProps('amountUsd')}
                />
              )}
            </div>
            {form.values.kind === 'time' && (
              <Text size="xs" c="dimmed">
                Time played counts from your bets on any device: play continues while bets come less than 5
                minutes apart, and a longer pause counts 5 minutes.
              </Text>
            )}
            <FormAlert>{formError}</FormAlert>
            <Group>
              <Button type="submit" size="md" variant="default" loading={form.submitting}>
                Set limit
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </SettingsCard>
  );
}
