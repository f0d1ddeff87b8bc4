import {
  CRYPTO_CURRENCIES,
  type CryptoCode,
  ErrorCode,
  fromDecimalString,
  toDecimalString,
  withdrawRequestSchema,
} from '@ante/core';
import { Button, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { currentUserQueryKey, useCurrentUser } from '../../../lib/current-user';
import { formatCryptoAmount, HIDDEN_AMOUNT, truncateAtoms } from '../../../lib/money';
import { notifySuccess } from '../../../lib/notify';
import { codeOrNothing, missingCodeProblem } from '../../../lib/totp-code';
import { useUsdFormatter } from '../../../lib/wallet/use-usd-formatter';
import { useRates, useRefreshBalances } from '../../../lib/wallet/use-wallet';
import { requestWithdrawal, walletKeys } from '../../../lib/wallet/wallet-api';
import { AmountInput } from '../../../ui/amount-input';
import { CurrencySelect, defaultNetwork, NetworkSelect } from '../../../ui/currency-select';
import { FormAlert } from '../../../ui/form/form-alert';
import { TotpCodeInput } from '../../../ui/form/totp-code-input';
import { useRequestForm } from '../../../ui/form/use-request-form';
import classes from './cashier.module.css';
import { NetworkNotice } from './network-notice';
import type { CashierTabProps } from './types';
import { checkWithdrawalAmount, describeMinimum } from './withdraw-rules';
import { WithdrawalList } from './withdrawal-list';

export function WithdrawTab({
  currency,
  onCurrencyChange,
  offered,
  balances,
  hideBalances,
}: CashierTabProps) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const totpRequired = user?.totpEnabled ?? false;
  const refreshBalances = useRefreshBalances();
  // Minimums are set in USD whatever fiat the player views, so the USD price is needed.
  const usdRates = useRates('USD');
  const formatUsd = useUsdFormatter();
  const [networkId, setNetworkId] = useState(() => defaultNetwork(currency));

  const chain = CRYPTO_CURRENCIES[currency].chain;
  const network = chain.find((entry) => entry.id === networkId) ?? chain[0];
  const balance = balances.get(currency) ?? 0n;
  const fee = network ? fromDecimalString(network.withdrawFee) : 0n;
  const usdRate = usdRates.data?.rates[currency];

  const { form, formError, handleSubmit, clearErrors } = useRequestForm({
    schema: withdrawRequestSchema,
    initialValues: { address: '', amount: '', totpCode: '' },
    toRequest: ({ totpCode, ...values }) => ({
      ...values,
      currency,
      network: network?.id,
      totpCode: codeOrNothing(totpCode),
    }),
    check: ({ amount, totpCode }) => {
      const code = missingCodeProblem(totpRequired, totpCode);
      if (!network) return { totpCode: code };
      const check = checkWithdrawalAmount(currency, network, amount, balance, usdRate, formatUsd);
      return { amount: check.ok ? null : check.message, totpCode: code };
    },
  });

  const mutation = useMutation({
    mutationFn: requestWithdrawal,
    onError: (error) => {
      // The server now counts the level as required: the profile menu's badge shows it.
      if (isApiError(error, ErrorCode.VerificationRequired)) {
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      }
    },
    onSuccess: (withdrawal) => {
      form.setValues({ amount: '', totpCode: '' });
      void refreshBalances();
      void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals(user?.userId ?? '') });
      notifySuccess(
        'Withdrawal requested',
        `${formatCryptoAmount(fromDecimalString(withdrawal.amount), currency)} ${currency} is queued. You can cancel it until it is sent.`,
      );
    },
  });

  const handleCurrencyChange = (next: CryptoCode) => {
    onCurrencyChange(next);
    setNetworkId(defaultNetwork(next, networkId));
    clearErrors();
    form.setFieldValue('amount', '');
  };

  const handleMax = () => {
    const max = truncateAtoms(balance - fee, CRYPTO_CURRENCIES[currency].significantDigits);
    clearErrors();
    form.setFieldValue('amount', toDecimalString(max > 0n ? max : 0n));
  };

  return (
    <Stack gap="lg">
      <form onSubmit={handleSubmit(mutation.mutateAsync)} noValidate>
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
          {network && <NetworkNotice network={network.id} name={network.name} />}
          <TextInput
            label="Address"
            placeholder={`Your ${currency} address on ${network?.name ?? 'this network'}`}
            {...form.getInputProps('address')}
            autoComplete="off"
            spellCheck={false}
            classNames={{ input: classes.monoInput }}
          />
          <AmountInput currency={currency} {...form.getInputProps('amount')} onMax={handleMax} />
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
                <dd>{describeMinimum(currency, network, usdRate, formatUsd)}</dd>
              </div>
              <div>
                <dt>Network fee</dt>
                <dd>
                  {formatCryptoAmount(fee, currency)} {currency}
                </dd>
              </div>
            </dl>
          )}
          {totpRequired && <TotpCodeInput {...form.getInputProps('totpCode')} />}
          <FormAlert>{formError}</FormAlert>
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            Withdraw
          </Button>
        </Stack>
      </form>
      <WithdrawalList />
    </Stack>
  );
}
