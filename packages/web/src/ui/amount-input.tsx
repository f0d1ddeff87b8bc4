import { type CryptoCode, multiplyByRate, parseAmount } from '@ante/core';
import { Group, TextInput, UnstyledButton } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { formatFiatAmount, significantDigits } from '../lib/money';
import { useWallet } from '../lib/wallet/use-wallet';
import classes from './amount-input.module.css';
import { CurrencyIcon } from './currency-icon';

/** Spread a form's `getInputProps` into it: the value, change, focus and blur handlers and the error. */
type AmountInputProps = {
  currency: CryptoCode;
  value?: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  /** Fills in the most the player can use; the button is left out when absent. */
  onMax?: () => void;
  label?: string;
  size?: 'sm' | 'md';
};

/** Typed amounts stay strings: a comma becomes a point, anything but digits and one point is dropped. */
function cleanAmount(raw: string): string {
  const text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = text.indexOf('.');
  return point < 0 ? text : text.slice(0, point + 1) + text.slice(point + 1).replace(/\./g, '');
}

/** The fiat value of a typed amount, or null while it is not a valid amount yet. */
function useFiatPreview(currency: CryptoCode, value: string): string | null {
  const { rates, fiat } = useWallet();
  const rate = rates?.[currency];
  if (!rate || value === '') return null;
  try {
    const atoms = parseAmount(value, { decimals: significantDigits(currency) });
    return `≈ ${formatFiatAmount(multiplyByRate(atoms, rate), fiat)}`;
  } catch {
    return null;
  }
}

export function AmountInput({
  currency,
  value = '',
  onChange,
  onFocus,
  onBlur,
  error,
  description,
  onMax,
  label = 'Amount',
  size = 'md',
}: AmountInputProps) {
  const preview = useFiatPreview(currency, value);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(cleanAmount(event.currentTarget.value));

  return (
    <TextInput
      label={label}
      size={size}
      value={value}
      onChange={handleChange}
      onFocus={onFocus}
      onBlur={onBlur}
      error={error}
      description={description}
      inputMode="decimal"
      autoComplete="off"
      placeholder={(0).toFixed(significantDigits(currency))}
      leftSection={<CurrencyIcon currency={currency} size={18} />}
      rightSectionWidth={onMax ? 124 : 104}
      rightSectionPointerEvents="auto"
      classNames={{ input: classes.amountInput }}
      rightSection={
        <Group gap={6} wrap="nowrap" className={classes.amountRight}>
          <span className={classes.fiatPreview}>{preview}</span>
          {onMax && (
            <UnstyledButton type="button" className={classes.maxButton} onClick={onMax}>
              Max
            </UnstyledButton>
          )}
        </Group>
      }
    />
  );
}
