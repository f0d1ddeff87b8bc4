import { type CryptoCode, parseAmount, toDecimalString } from '@ante/core';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TIP_TOAST_MS } from '../../../app/timing';
import { AlertIcon } from '../../../ui/icons';
import { formatCryptoAmount, HIDDEN_AMOUNT, significantDigits, toAtoms, truncateAtoms } from '../money';
import { useRefreshBalances } from '../use-wallet';
import { sendTip } from '../wallet-api';
import { AmountInput } from './amount-input';
import classes from './cashier.module.css';
import { CurrencySelect } from './currency-select';
import { useFormProblems } from './form-problem';
import type { CashierTabProps } from './types';

const FIELDS = ['username', 'amount'] as const;
type Field = (typeof FIELDS)[number];

export function TipTab({ currency, onCurrencyChange, offered, balances, hideBalances }: CashierTabProps) {
  const refreshBalances = useRefreshBalances();
  const [username, setUsername] = useState('');
  const [amount, setAmount] = useState('');
  const { errors, setErrors, formError, clearErrors, showFailure } = useFormProblems(FIELDS);
  const balance = balances.get(currency) ?? 0n;

  const mutation = useMutation({
    mutationFn: sendTip,
    onSuccess: (tip) => {
      setAmount('');
      void refreshBalances();
      notifications.show({
        color: 'brand',
        title: 'Tip sent',
        message: `You sent ${formatCryptoAmount(toAtoms(tip.amount), currency)} ${tip.currency} to ${tip.recipient}.`,
        autoClose: TIP_TOAST_MS,
      });
    },
    onError: showFailure,
  });

  const handleCurrencyChange = (next: CryptoCode) => {
    onCurrencyChange(next);
    setAmount('');
    clearErrors();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearErrors();
    const found: Partial<Record<Field, string>> = {};
    const recipient = username.trim();
    if (recipient === '') found.username = 'Username is required';
    let atoms = 0n;
    try {
      atoms = parseAmount(amount, { decimals: significantDigits(currency) });
      if (atoms > balance) found.amount = 'Not enough balance for this tip';
    } catch (error) {
      found.amount = error instanceof Error ? error.message : String(error);
    }
    if (found.username || found.amount) return setErrors(found);
    mutation.mutate({ username: recipient, currency, amount: toDecimalString(atoms) });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Send part of your balance to another player. Tips arrive at once and cannot be reversed.
        </Text>
        <TextInput
          label="Username"
          placeholder="Who gets the tip"
          value={username}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            if (errors.username) setErrors({ ...errors, username: undefined });
          }}
          error={errors.username}
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
          value={amount}
          onChange={(next) => {
            setAmount(next);
            if (errors.amount) setErrors({ ...errors, amount: undefined });
          }}
          error={errors.amount}
          description={`Available: ${hideBalances ? HIDDEN_AMOUNT : formatCryptoAmount(balance, currency)} ${currency}`}
          onMax={() => setAmount(toDecimalString(truncateAtoms(balance, significantDigits(currency))))}
        />
        {formError && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={mutation.isPending} className={classes.submit}>
          Send tip
        </Button>
      </Stack>
    </form>
  );
}
