import { type CryptoCode, tipRequestSchema, toDecimalString } from '@ante/core';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { TIP_TOAST_MS } from '../../../app/timing';
import { FormAlert } from '../../../ui/form/form-alert';
import { TotpCodeInput } from '../../../ui/form/totp-code-input';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { codeOrNothing, missingCodeProblem } from '../../auth/totp-code';
import { useCurrentUser } from '../../auth/use-current-user';
import { formatCryptoAmount, HIDDEN_AMOUNT, significantDigits, toAtoms, truncateAtoms } from '../money';
import { useRefreshBalances } from '../use-wallet';
import { sendTip } from '../wallet-api';
import { AmountInput } from './amount-input';
import { amountProblem } from './amount-rules';
import classes from './cashier.module.css';
import { CurrencySelect } from './currency-select';
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
  const balance = balances.get(currency) ?? 0n;
  const { form, formError, handleSubmit, clearErrors } = useRequestForm({
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

  const handleCurrencyChange = (next: CryptoCode) => {
    onCurrencyChange(next);
    clearErrors();
    form.setFieldValue('amount', '');
  };

  return (
    <form onSubmit={handleSubmit(mutation.mutateAsync)} noValidate>
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
        <Button type="submit" size="md" fullWidth loading={form.submitting} className={classes.submit}>
          Send tip
        </Button>
      </Stack>
    </form>
  );
}
