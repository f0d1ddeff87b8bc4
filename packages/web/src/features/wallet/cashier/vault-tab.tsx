import {
  type CryptoCode,
  toDecimalString,
  vaultDepositRequestSchema,
  vaultWithdrawRequestSchema,
} from '@ante/core';
import { Button, PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
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
import { notifySuccess } from '../../../lib/notify';
import { codeOrNothing, missingCodeProblem } from '../../../lib/totp-code';
import { useRefreshBalances, useVaultBalances } from '../../../lib/wallet/use-wallet';
import { moveFromVault, moveToVault } from '../../../lib/wallet/wallet-api';
import { AmountInput } from '../../../ui/amount-input';
import { CurrencySelect } from '../../../ui/currency-select';
import { FormAlert } from '../../../ui/form/form-alert';
import { revealButtonProps } from '../../../ui/form/reveal-button';
import { TotpCodeInput } from '../../../ui/form/totp-code-input';
import { useRequestForm } from '../../../ui/form/use-request-form';
import { VaultIcon, WalletIcon } from '../../../ui/icons';
import classes from './cashier.module.css';
import type { CashierTabProps } from './types';

type Direction = 'in' | 'out';

type VaultMove = {
  direction: Direction;
  currency: CryptoCode;
  amount: string;
  password?: string;
  totpCode?: string;
};

function move({ direction, currency, amount, password = '', totpCode }: VaultMove) {
  return direction === 'in'
    ? moveToVault({ currency, amount })
    : moveFromVault({ currency, amount, password, totpCode });
}

export function VaultTab({ currency, onCurrencyChange, offered, balances, hideBalances }: CashierTabProps) {
  const refreshBalances = useRefreshBalances();
  const vault = useVaultBalances();
  const { user } = useCurrentUser();
  // Out of the vault needs the two-factor code too, once two-factor is on.
  const totpRequired = user?.totpEnabled ?? false;
  const [direction, setDirection] = useState<Direction>('in');
  const balance = balances.get(currency) ?? 0n;
  const vaultBalance = toAtoms(vault.data?.[currency]);
  const source = direction === 'in' ? balance : vaultBalance;
  const show = (atoms: bigint) => (hideBalances ? HIDDEN_AMOUNT : formatCryptoAmount(atoms, currency));

  // Into the vault is the deposit request; out of it the withdraw request, which needs the password.
  const { form, formError, handleSubmit, clearErrors } = useRequestForm({
    schema: direction === 'in' ? vaultDepositRequestSchema : vaultWithdrawRequestSchema,
    initialValues: { amount: '', password: '', totpCode: '' },
    toRequest: ({ amount, password, totpCode }) =>
      direction === 'in'
        ? { currency, amount }
        : { currency, amount, password, totpCode: codeOrNothing(totpCode) },
    check: ({ amount, totpCode }) => ({
      amount: amountProblem(currency, amount, {
        available: source,
        tooMuch: direction === 'in' ? 'Not enough in your balance' : 'Not enough in your vault',
      }),
      totpCode: direction === 'out' ? missingCodeProblem(totpRequired, totpCode) : null,
    }),
  });

  const mutation = useMutation({
    mutationFn: move,
    onSuccess: (_answer, body) => {
      form.setValues({ amount: '', password: '', totpCode: '' });
      void refreshBalances();
      const moved = `${formatCryptoAmount(toAtoms(body.amount), currency)} ${currency}`;
      if (body.direction === 'in') notifySuccess('Moved to vault', `${moved} is safe in your vault.`);
      else notifySuccess('Moved to balance', `${moved} is back in your balance.`);
    },
  });

  return (
    <form onSubmit={handleSubmit((request) => mutation.mutateAsync({ direction, ...request }))} noValidate>
      <Stack gap="md">
        <CurrencySelect
          value={currency}
          onChange={(next) => {
            onCurrencyChange(next);
            clearErrors();
            form.setFieldValue('amount', '');
          }}
          offered={offered}
          balances={balances}
          hideBalances={hideBalances}
        />
        <div className={classes.vaultTiles}>
          <div className={classes.vaultTile} data-active={direction === 'in' || undefined}>
            <Text size="xs" c="dimmed" fw={700} className={classes.eyebrow}>
              <WalletIcon size={14} /> Balance
            </Text>
            <Text fw={800} c="white" ff="monospace" truncate>
              {show(balance)} <span className={classes.unit}>{currency}</span>
            </Text>
          </div>
          <div className={classes.vaultTile} data-active={direction === 'out' || undefined}>
            <Text size="xs" c="dimmed" fw={700} className={classes.eyebrow}>
              <VaultIcon size={14} /> Vault
            </Text>
            <Text fw={800} c="white" ff="monospace" truncate>
              {vault.isPending ? '…' : show(vaultBalance)} <span className={classes.unit}>{currency}</span>
            </Text>
          </div>
        </div>
        <SegmentedControl
          aria-label="Direction"
          fullWidth
          value={direction}
          onChange={(next) => {
            setDirection(next === 'out' ? 'out' : 'in');
            clearErrors();
          }}
          data={[
            { value: 'in', label: 'Deposit' },
            { value: 'out', label: 'Withdraw' },
          ]}
          classNames={{ root: classes.segmented, indicator: classes.segmentedIndicator }}
        />
        <AmountInput
          currency={currency}
          {...form.getInputProps('amount')}
          onMax={() =>
            form.setFieldValue('amount', toDecimalString(truncateAtoms(source, significantDigits(currency))))
          }
        />
        {direction === 'out' && (
          <PasswordInput
            label="Password"
            description="Your account password unlocks the vault"
            {...form.getInputProps('password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={revealButtonProps}
          />
        )}
        {direction === 'out' && totpRequired && <TotpCodeInput {...form.getInputProps('totpCode')} />}
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {direction === 'in' ? 'Move to vault' : 'Move to balance'}
        </Button>
      </Stack>
    </form>
  );
}
