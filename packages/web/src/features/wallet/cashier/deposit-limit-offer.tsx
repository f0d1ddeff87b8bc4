import { type MoneyLimit, type PlayLimitPeriod, setPlayLimitRequestSchema } from '@ante/core';
import { Button, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-text';
import { playLimitFormRules } from '../../../lib/play-limits';
import { useDeclineDepositOffer, usePlayLimits, useSetPlayLimit } from '../../../lib/use-play-limits';
import { useTypedFiat } from '../../../lib/wallet/use-fiat-amounts';
import { useUsdFormatter } from '../../../lib/wallet/use-usd-formatter';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { CheckIcon, ShieldCheckIcon } from '../../../ui/icons';
import classes from './deposit-limit-offer.module.css';
import { offersDepositLimit } from './offers-deposit-limit';

const PERIODS: Array<{ value: PlayLimitPeriod; label: string }> = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];
const PERIOD_WORDS: Record<PlayLimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

/** The limit just set, in place of the offer, until the cashier closes. */
function LimitSet({ limit }: { limit: MoneyLimit }) {
  const usd = useUsdFormatter();
  return (
    <section className={classes.card} data-state="set" role="status" aria-label="Deposit limit set">
      <div className={classes.head}>
        <div className={classes.icon} data-state="set" aria-hidden="true">
          <CheckIcon size={20} />
        </div>
        <div className={classes.text}>
          <Text fw={800} c="white">
            Your {PERIOD_WORDS[limit.period]} deposit limit is {usd(limit.amountUsd ?? '0')}
          </Text>
          <Text size="xs" c="dimmed">
            It applies from now. You can change it in Settings → Security.
          </Text>
        </div>
      </div>
    </section>
  );
}

/** The form: a period, an amount in the display currency, Set limit; and Not now, which declines for good. */
function Offer({ onSet }: { onSet: (limit: MoneyLimit) => void }) {
  const change = useSetPlayLimit();
  const decline = useDeclineDepositOffer();
  const [declineProblem, setDeclineProblem] = useState<string | null>(null);
  const { fiat, toUsd } = useTypedFiat();
  const { form, formError, handleSubmit } = useRequestForm({
    ...playLimitFormRules(setPlayLimitRequestSchema, { kind: 'deposit', period: 'week' }, toUsd),
    otherErrorsField: 'amountUsd',
  });

  const handleSet = handleSubmit(async (request) => {
    const { limits } = await change.mutateAsync(request);
    const set = limits.find(
      (limit): limit is MoneyLimit => limit.kind === 'deposit' && limit.period === request.period,
    );
    if (set) onSet(set);
  });
  const handleDecline = () => {
    setDeclineProblem(null);
    decline.mutate(undefined, { onError: (error) => setDeclineProblem(errorMessage(error)) });
  };

  return (
    <section className={classes.card} aria-labelledby="deposit-limit-offer-title">
      <div className={classes.head}>
        <div className={classes.icon} aria-hidden="true">
          <ShieldCheckIcon size={20} />
        </div>
        <div className={classes.text}>
          <Text id="deposit-limit-offer-title" fw={800} c="white">
            Set a deposit limit
          </Text>
          <Text size="xs" c="dimmed" className={classes.why}>
            Choose how much you can deposit before you play. Lower it any time; a raise waits 24 hours.
          </Text>
        </div>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          className={classes.notNow}
          loading={decline.isPending}
          onClick={handleDecline}
        >
          Not now
        </Button>
      </div>
      <form aria-label="Set a deposit limit" noValidate onSubmit={handleSet} className={classes.fields}>
        <SegmentedControl
          aria-label="Period"
          className={classes.period}
          classNames={{ root: classes.segmented, indicator: classes.segmentedIndicator }}
          data={PERIODS}
          value={form.values.period}
          onChange={(period) => form.setFieldValue('period', period)}
        />
        <TextInput
          aria-label={`Amount (${fiat})`}
          className={classes.amount}
          inputMode="decimal"
          placeholder="250"
          leftSection={<span className={classes.currency}>{fiat}</span>}
          leftSectionWidth={48}
          {...form.getInputProps('amountUsd')}
          error={form.errors.amountUsd ?? formError}
        />
        <Button type="submit" className={classes.submit} loading={form.submitting}>
          Set limit
        </Button>
      </form>
      {declineProblem && (
        <Text size="sm" c="red.5" role="alert">
          {declineProblem}
        </Text>
      )}
    </section>
  );
}

/**
 * The deposit limit the Deposit tab offers before a first deposit, as UKGC and MGA ask
 * of an operator (docs/play-limits.md#the-offer-at-the-first-deposit). It sits above the
 * address and never stands in its way. Once set it confirms in place; declined, it is
 * gone on every device, since the server keeps the answer.
 */
export function DepositLimitOffer() {
  const limits = usePlayLimits();
  const [set, setSet] = useState<MoneyLimit | null>(null);
  if (set) return <LimitSet limit={set} />;
  if (!offersDepositLimit(limits.data)) return null;
  return <Offer onSet={setSet} />;
}
