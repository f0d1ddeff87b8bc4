import { parseAmount, toDecimalString, type VaultWithdrawRequest } from '@ante/core';
import { Alert, Button, PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { AlertIcon, VaultIcon, WalletIcon } from '../../../ui/icons';
import { revealButtonProps } from '../../auth/login-form';
import { formatCryptoAmount, HIDDEN_AMOUNT, significantDigits, toAtoms, truncateAtoms } from '../money';
import { useRefreshBalances, useVaultBalances } from '../use-wallet';
import { moveFromVault, moveToVault } from '../wallet-api';
import { AmountInput } from './amount-input';
import classes from './cashier.module.css';
import { CurrencySelect } from './currency-select';
import { useFormProblems } from './form-problem';
import type { CashierTabProps } from './types';

const FIELDS = ['amount', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Direction = 'in' | 'out';

/** Into the vault the password is not sent; out of it, it is. */
type VaultMove = VaultWithdrawRequest & { direction: Direction };

function move({ direction, currency, amount, password }: VaultMove) {
  return direction === 'in'
    ? moveToVault({ currency, amount })
    : moveFromVault({ currency, amount, password });
}

export function VaultTab({ currency, onCurrencyChange, offered, balances, hideBalances }: CashierTabProps) {
  const refreshBalances = useRefreshBalances();
  const vault = useVaultBalances();
  const [direction, setDirection] = useState<Direction>('in');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const { errors, setErrors, formError, clearErrors, showFailure } = useFormProblems(FIELDS);
  const balance = balances.get(currency) ?? 0n;
  const vaultBalance = toAtoms(vault.data?.[currency]);
  const source = direction === 'in' ? balance : vaultBalance;
  const show = (atoms: bigint) => (hideBalances ? HIDDEN_AMOUNT : formatCryptoAmount(atoms, currency));

  const mutation = useMutation({
    mutationFn: move,
    onSuccess: (_answer, body) => {
      setAmount('');
      setPassword('');
      void refreshBalances();
      const moved = `${formatCryptoAmount(toAtoms(body.amount), currency)} ${currency}`;
      if (body.direction === 'in') notifySuccess('Moved to vault', `${moved} is safe in your vault.`);
      else notifySuccess('Moved to balance', `${moved} is back in your balance.`);
    },
    onError: showFailure,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearErrors();
    const found: Partial<Record<Field, string>> = {};
    let atoms = 0n;
    try {
      atoms = parseAmount(amount, { decimals: significantDigits(currency) });
      if (atoms > source) {
        found.amount = direction === 'in' ? 'Not enough in your balance' : 'Not enough in your vault';
      }
    } catch (error) {
      found.amount = error instanceof Error ? error.message : String(error);
    }
    if (direction === 'out' && password === '') found.password = 'Password is required';
    if (found.amount || found.password) return setErrors(found);
    mutation.mutate({ direction, currency, amount: toDecimalString(atoms), password });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <CurrencySelect
          value={currency}
          onChange={(next) => {
            onCurrencyChange(next);
            setAmount('');
            clearErrors();
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
          value={amount}
          onChange={(next) => {
            setAmount(next);
            if (errors.amount) setErrors({ ...errors, amount: undefined });
          }}
          error={errors.amount}
          onMax={() => setAmount(toDecimalString(truncateAtoms(source, significantDigits(currency))))}
        />
        {direction === 'out' && (
          <PasswordInput
            label="Password"
            description="Your account password unlocks the vault"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              if (errors.password) setErrors({ ...errors, password: undefined });
            }}
            error={errors.password}
            autoComplete="current-password"
            visibilityToggleButtonProps={revealButtonProps}
          />
        )}
        {formError && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          {direction === 'in' ? 'Move to vault' : 'Move to balance'}
        </Button>
      </Stack>
    </form>
  );
}
