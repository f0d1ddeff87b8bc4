import { CRYPTO_CURRENCIES, type CryptoCode, fromDecimalString, toDecimalString } from '@ante/core';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { AlertIcon } from '../../../ui/icons';
import { useCurrentUser } from '../../auth/use-current-user';
import { formatCryptoAmount, HIDDEN_AMOUNT, truncateAtoms } from '../money';
import { useRates, useRefreshBalances } from '../use-wallet';
import { requestWithdrawal, walletKeys } from '../wallet-api';
import { AmountInput } from './amount-input';
import classes from './cashier.module.css';
import { CurrencySelect, defaultNetwork, NetworkSelect } from './currency-select';
import { useFormProblems } from './form-problem';
import type { CashierTabProps } from './types';
import { checkWithdrawalAmount, describeMinimum } from './withdraw-rules';
import { WithdrawalList } from './withdrawal-list';

const FIELDS = ['network', 'address', 'amount'] as const;
type Field = (typeof FIELDS)[number];

export function WithdrawTab({
  currency,
  onCurrencyChange,
  offered,
  balances,
  hideBalances,
}: CashierTabProps) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const refreshBalances = useRefreshBalances();
  // Minimums are set in USD whatever fiat the player views, so the USD price is needed.
  const usdRates = useRates('USD');
  const [networkId, setNetworkId] = useState(() => defaultNetwork(currency));
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const { errors, setErrors, formError, clearErrors, showFailure } = useFormProblems(FIELDS);

  const chain = CRYPTO_CURRENCIES[currency].chain;
  const network = chain.find((entry) => entry.id === networkId) ?? chain[0];
  const balance = balances.get(currency) ?? 0n;
  const fee = network ? fromDecimalString(network.withdrawFee) : 0n;
  const usdRate = usdRates.data?.rates[currency];

  const mutation = useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: (withdrawal) => {
      setAmount('');
      void refreshBalances();
      void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals(user?.userId ?? '') });
      notifySuccess(
        'Withdrawal requested',
        `${formatCryptoAmount(fromDecimalString(withdrawal.amount), currency)} ${currency} is queued. You can cancel it until it is sent.`,
      );
    },
    onError: showFailure,
  });

  const handleCurrencyChange = (next: CryptoCode) => {
    onCurrencyChange(next);
    setNetworkId(defaultNetwork(next, networkId));
    setAmount('');
    clearErrors();
  };

  const handleMax = () => {
    const max = truncateAtoms(balance - fee, CRYPTO_CURRENCIES[currency].significantDigits);
    setAmount(toDecimalString(max > 0n ? max : 0n));
    clearErrors();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!network) return;
    clearErrors();
    const found: Partial<Record<Field, string>> = {};
    if (address.trim() === '') found.address = 'Address is required';
    const check = checkWithdrawalAmount(currency, network, amount, balance, usdRate);
    if (!check.ok) found.amount = check.message;
    if (found.address || !check.ok) return setErrors(found);
    mutation.mutate({
      currency,
      network: network.id,
      address: address.trim(),
      amount: toDecimalString(check.atoms),
    });
  };

  return (
    <Stack gap="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <div className={classes.pickerRow}>
            <CurrencySelect
              value={currency}
              onChange={handleCurrencyChange}
              offered={offered}
              balances={balances}
              hideBalances={hideBalances}
            />
            {network && (
              <NetworkSelect
                currency={currency}
                value={network.id}
                onChange={(next) => {
                  setNetworkId(next);
                  clearErrors();
                }}
              />
            )}
          </div>
          <TextInput
            label="Address"
            placeholder={`Your ${currency} address on ${network?.name ?? 'this network'}`}
            value={address}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
              if (errors.address) setErrors({ ...errors, address: undefined });
            }}
            error={errors.address}
            autoComplete="off"
            spellCheck={false}
            classNames={{ input: classes.monoInput }}
          />
          <AmountInput
            currency={currency}
            value={amount}
            onChange={(next) => {
              setAmount(next);
              if (errors.amount) setErrors({ ...errors, amount: undefined });
            }}
            error={errors.amount}
            onMax={handleMax}
          />
          {network && (
            <dl className={classes.facts}>
              <div>
                <dt>Available</dt>
                <dd>
                  {hideBalances ? HIDDEN_AMOUNT : formatCryptoAmount(balance, currency)} {currency}
                </dd>
              </div>
              <div>
                <dt>Minimum</dt>
                <dd>{describeMinimum(currency, network, usdRate)}</dd>
              </div>
              <div>
                <dt>Network fee</dt>
                <dd>
                  {formatCryptoAmount(fee, currency)} {currency}
                </dd>
              </div>
            </dl>
          )}
          {formError && (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {formError}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
            Withdraw
          </Button>
        </Stack>
      </form>
      <WithdrawalList />
    </Stack>
  );
}
