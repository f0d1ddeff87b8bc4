import { type CryptoCode, type TipRequest, tipRequestSchema, toDecimalString } from '@ante/core';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { amountProblem } from '../../../lib/amount-rules';
import { useCurrentUser } from '../../../lib/current-user';
import {
  formatCryptoAmount,
  HIDDEN_AMOUNT,
  significantDigits,
  toAtoms,
  truncateAtoms,
} from '../../../lib/money';
import { runFormSubmit } from '../../../lib/notify';
import { TIP_TOAST_MS } from '../../../lib/timing';
import { codeOrNothing, missingCodeProblem } from '../../../lib/totp-code';
import { useFiatValue } from '../../../lib/wallet/fiat-value';
import { useRefreshBalances } from '../../../lib/wallet/use-wallet';
import { sendTip } from '../../../lib/wallet/wallet-api';
import { AmountInput } from '../../../ui/amount-input';
import { CurrencySelect } from '../../../ui/currency-select';
import { FormAlert } from '../../../ui/form/form-alert';
import { TotpCodeInput } from '../../../ui/form/totp-code-input';
import { useRequestForm } from '../../../ui/form/use-request-form';
import classes from './cashier.module.css';
import type { CashierTabProps } from './types';

type TipTabProps = CashierTabProps & {
  /** The player to tip, filled in when the tab was opened for them (from their quickview). */
  recipient?: string;
};

export function TipTab({
  currency,
  onCurrencyChange,
  offered,
  balances,
  hideBalances,
  recipient = '',
}: TipTabProps) {
  const refreshBalances = useRefreshBalances();
  // A tip leaves the account for good, so it asks for the two-factor code as a withdrawal does.
  const totpRequired = useCurrentUser().user?.totpEnabled ?? false;
  const fiatValue = useFiatValue();
  const balance = balances.get(currency) ?? 0n;
  // A checked tip waiting for the player's yes: tips cannot be reversed.
  const [pending, setPending] = useState<TipRequest | null>(null);
  const { form, formError, handleSubmit, showServerError, clearErrors } = useRequestForm({
    schema: tipRequestSchema,
    initialValues: { username: recipient, amount: '', totpCode: '' },
    toRequest: ({ totpCode, ...values }) => ({ ...values, currency, totpCode: codeOrNothing(totpCode) }),
    check: ({ amount, totpCode }) => ({
      amount: amountProblem(currency, amount, {
        available: balance,
        tooMuch: 'Not enough balance for this tip',
      }),
      totpCode: missingCodeProblem(totpRequired, totpCode),
    }),
  });

  const mutation = useMutation({
    mutationFn: sendTip,
    onSuccess: (tip) => {
      form.setValues({ amount: '', totpCode: '' });
      void refreshBalances();
      notifications.show({
        color: 'brand',
        title: 'Tip sent',
        message: `You sent ${formatCryptoAmount(toAtoms(tip.amount), currency)} ${tip.currency} to ${tip.recipient}.`,
        autoClose: TIP_TOAST_MS,
      });
    },
  });

  const handleConfirm = async () => {
    if (!pending) return;
    try {
      await runFormSubmit(() => mutation.mutateAsync(pending));
    } catch (error) {
      showServerError(error);
    } finally {
      setPending(null);
    }
  };

  const handleCurrencyChange = (next: CryptoCode) => {
    setPending(null);
    onCurrencyChange(next);
    clearErrors();
    form.setFieldValue('amount', '');
  };

  return (
    <form onSubmit={handleSubmit(setPending)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Send part of your balance to another player. Tips arrive at once and cannot be reversed.
        </Text>
        <TextInput
          label="Username"
          placeholder="Who gets the tip"
          {...form.getInputProps('username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={14}
        />
        <CurrencySelect
          value={currency}
          onChange={handleCurrencyChange}
          offered={offered}
          balances={balances}
          hideBalances={hideBalances}
        />
        <AmountInput
          currency={currency}
          {...form.getInputProps('amount')}
          description={`Available: ${hideBalances ? HIDDEN_AMOUNT : formatCryptoAmount(balance, currency)} ${currency}`}
          onMax={() =>
            form.setFieldValue('amount', toDecimalString(truncateAtoms(balance, significantDigits(currency))))
          }
        />
        {totpRequired && <TotpCodeInput {...form.getInputProps('totpCode')} />}
        <FormAlert>{formError}</FormAlert>
        {pending ? (
          <TipConfirmation
            tip={pending}
            fiatText={fiatValue(pending.amount, pending.currency)}
            sending={mutation.isPending}
            onCancel={() => setPending(null)}
            onConfirm={handleConfirm}
          />
        ) : (
          <Button type="submit" size="md" fullWidth className={classes.submit}>
            Send tip
          </Button>
        )}
      </Stack>
    </form>
  );
}

type TipConfirmationProps = {
  tip: TipRequest;
  fiatText: string | null;
  sending: boolean;
  onCancel(): void;
  onConfirm(): void;
};

/** The last look before a tip leaves: who gets it, how much, and what that is worth. */
function TipConfirmation({ tip, fiatText, sending, onCancel, onConfirm }: TipConfirmationProps) {
  const amount = `${tip.amount} ${tip.currency}`;
  return (
    <Alert color="yellow" variant="light" title="Send this tip?" role="alertdialog" aria-label="Confirm tip">
      <Stack gap="sm">
        <Text size="sm" data-testid="tip-confirmation">
          {tip.username} gets {amount}
          {fiatText ? ` (about ${fiatText})` : ''}. A tip cannot be reversed.
        </Text>
        <Group grow gap="sm">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={sending}>
            Confirm tip
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
