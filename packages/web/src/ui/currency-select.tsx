import { type Atoms, CRYPTO_CURRENCIES, type CryptoCode } from '@ante/core';
import { Group, Select, Text } from '@mantine/core';
import { formatCryptoAmount, HIDDEN_AMOUNT } from '../lib/money';
import { CurrencyIcon } from './currency-icon';
import classes from './currency-select.module.css';

/**
 * Mantine keeps a closed list in the page (hidden) by default, and that list is
 * labelled by the field's label too; unmounting it keeps "the field labelled
 * Currency" a single element for assistive tech and for tests.
 */
const COMBOBOX_PROPS = {
  shadow: 'lg',
  keepMounted: false,
  transitionProps: { transition: 'pop', duration: 120 },
} as const;

type CurrencySelectProps = {
  value: CryptoCode;
  onChange: (currency: CryptoCode) => void;
  offered: readonly CryptoCode[];
  /** Shown beside each option, so the player sees where the money is. */
  balances?: ReadonlyMap<CryptoCode, Atoms>;
  hideBalances?: boolean;
};

export function CurrencySelect({ value, onChange, offered, balances, hideBalances }: CurrencySelectProps) {
  const data = offered.map((code) => ({ value: code, label: `${code} · ${CRYPTO_CURRENCIES[code].name}` }));

  return (
    <Select<CryptoCode>
      label="Currency"
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      withCheckIcon={false}
      leftSection={<CurrencyIcon currency={value} size={20} />}
      maxDropdownHeight={280}
      comboboxProps={COMBOBOX_PROPS}
      classNames={{ option: classes.option, dropdown: classes.selectDropdown }}
      renderOption={({ option, checked }) => {
        const atoms = balances?.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap" w="100%" data-checked={checked || undefined}>
            <CurrencyIcon currency={option.value} size={22} />
            <div className={classes.optionText}>
              <Text fw={700} size="sm" c="white" lh={1.2}>
                {option.value}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {CRYPTO_CURRENCIES[option.value].name}
              </Text>
            </div>
            {atoms !== undefined && (
              <Text size="xs" ff="monospace" c={atoms > 0n ? 'white' : 'dimmed'} ml="auto">
                {hideBalances ? HIDDEN_AMOUNT : formatCryptoAmount(atoms, option.value)}
              </Text>
            )}
          </Group>
        );
      }}
    />
  );
}

type NetworkSelectProps = {
  currency: CryptoCode;
  value: string;
  onChange: (network: string) => void;
};

/** The currency's networks; with a single one the choice is shown but cannot change. */
export function NetworkSelect({ currency, value, onChange }: NetworkSelectProps) {
  const chain = CRYPTO_CURRENCIES[currency].chain;
  return (
    <Select
      label="Network"
      data={chain.map((network) => ({ value: network.id, label: network.name }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      // A single network is shown for information; without the chevron it does not look like a choice.
      readOnly={chain.length < 2}
      rightSection={chain.length < 2 ? <span /> : undefined}
      comboboxProps={COMBOBOX_PROPS}
      classNames={{ dropdown: classes.selectDropdown }}
    />
  );
}

/** The network a currency starts on: the one chosen before if it still applies, else its first. */
export function defaultNetwork(currency: CryptoCode, previous?: string): string {
  const chain = CRYPTO_CURRENCIES[currency].chain;
  return chain.find((network) => network.id === previous)?.id ?? chain[0]?.id ?? '';
}
