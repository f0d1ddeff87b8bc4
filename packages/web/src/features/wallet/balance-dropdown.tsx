import type { CryptoCode } from '@ante/core';
import { Popover, ScrollArea, Skeleton, Switch, Tabs, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { formatCryptoAmount, formatFiatAmount, HIDDEN_AMOUNT } from '../../lib/money';
import { type BalanceView, displayBalance, sortBalances } from '../../lib/wallet/balance-display';
import { useHeldBalance } from '../../lib/wallet/claim-flight';
import { type BalanceRow, useWallet } from '../../lib/wallet/use-wallet';
import { CurrencyIcon } from '../../ui/currency-icon';
import { ChevronDownIcon } from '../../ui/icons';
import classes from './balance-dropdown.module.css';
import { openFavoriteFiat } from './favorite-fiat-modal';
import { FiatChooserButton } from './fiat-chooser-button';
import { useIsInPlay } from './use-in-play';

/** Past this many characters (a balance in the hundreds of millions) a phone's header sets the balance smaller. */
const LONG_AMOUNT_CHARS = 12;

/**
 * The header's balance (docs/product.md#balance-dropdown): the selected currency's balance in fiat or
 * crypto, and a dropdown of every supported currency to pick another, switch the
 * view, choose the fiat, hide empty balances and hide every amount (the hideBalances
 * setting: the header and the list then show a mask instead of digits).
 */
export function BalanceDropdown() {
  const wallet = useWallet();
  const inPlay = useIsInPlay();
  const [opened, setOpened] = useState(false);
  const view: BalanceView = wallet.showFiat ? 'fiat' : 'crypto';
  const selectedRow: BalanceRow = wallet.selectedRow ?? {
    currency: wallet.selected,
    atoms: 0n,
    fiatAtoms: null,
  };
  const shown = useHeldBalance(
    inPlay ? 'In Play' : displayBalance(selectedRow, view, wallet.fiat, wallet.hideBalances),
  );

  const handleSelect = (currency: CryptoCode) => {
    wallet.setSelectedCurrency(currency);
    setOpened(false);
  };

  const handleViewChange = (value: string | null) => {
    if (value === 'fiat' || value === 'crypto') wallet.setShowFiat(value === 'fiat');
  };

  const handleOpenFiatChooser = () => {
    setOpened(false);
    openFavoriteFiat();
  };

  if (wallet.isPending) return <Skeleton height={36} radius="md" className={classes.placeholder} />;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom"
      width={300}
      offset={10}
      shadow="lg"
      radius="md"
      transitionProps={{ transition: 'pop-top-left', duration: 150 }}
    >
      <Popover.Target>
        <UnstyledButton
          className={classes.trigger}
          onClick={() => setOpened((open) => !open)}
          aria-label={`Balance: ${shown} ${wallet.selected}`}
          // Where a claimed reward flies to (claim-flight.ts).
          data-balance-target
        >
          <span
            className={classes.amount}
            data-in-play={inPlay || undefined}
            data-long={shown.length > LONG_AMOUNT_CHARS || undefined}
          >
            {shown}
          </span>
          <CurrencyIcon currency={wallet.selected} size={18} />
          <ChevronDownIcon size={14} className={classes.chevron} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown className={classes.dropdown} aria-label="Balances">
        <Tabs value={view} onChange={handleViewChange} keepMounted={false}>
          <div className={classes.toolbar}>
            <Tabs.List className={classes.viewTabs}>
              <Tabs.Tab value="fiat">Fiat</Tabs.Tab>
              <Tabs.Tab value="crypto">Crypto</Tabs.Tab>
            </Tabs.List>
            {view === 'fiat' && <FiatChooserButton fiat={wallet.fiat} onClick={handleOpenFiatChooser} />}
          </div>
          {(['fiat', 'crypto'] as const).map((panel) => (
            <Tabs.Panel key={panel} value={panel}>
              <BalanceList view={panel} wallet={wallet} onSelect={handleSelect} />
            </Tabs.Panel>
          ))}
        </Tabs>
        <div className={classes.footer}>
          <Switch
            size="sm"
            label="Hide Empty Balances"
            checked={wallet.hideEmpty}
            onChange={(event) => wallet.setHideEmpty(event.currentTarget.checked)}
          />
          <Switch
            size="sm"
            label="Hide Balances"
            description="For streaming or playing in public"
            checked={wallet.hideBalances}
            onChange={(event) => wallet.setHideBalances(event.currentTarget.checked)}
          />
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}

type BalanceListProps = {
  view: BalanceView;
  wallet: ReturnType<typeof useWallet>;
  onSelect: (currency: CryptoCode) => void;
};

function BalanceList({ view, wallet, onSelect }: BalanceListProps) {
  const rows = sortBalances(wallet.rows, view, wallet.hideEmpty);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="lg" px="sm">
        No balances yet. Deposit to get started.
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={200} type="auto" offsetScrollbars="y" className={classes.scroll}>
      <ul className={classes.list}>
        {rows.map((row) => {
          const secondary =
            view === 'fiat'
              ? formatCryptoAmount(row.atoms, row.currency)
              : row.fiatAtoms === null
                ? ''
                : formatFiatAmount(row.fiatAtoms, wallet.fiat);
          return (
            <li key={row.currency}>
              <UnstyledButton
                className={classes.row}
                data-selected={row.currency === wallet.selected || undefined}
                data-empty={row.atoms === 0n || undefined}
                onClick={() => onSelect(row.currency)}
              >
                <CurrencyIcon currency={row.currency} size={22} />
                <span className={classes.code}>{row.currency}</span>
                <span className={classes.values}>
                  <span className={classes.primary}>
                    {displayBalance(row, view, wallet.fiat, wallet.hideBalances)}
                  </span>
                  <span className={classes.secondary}>{wallet.hideBalances ? HIDDEN_AMOUNT : secondary}</span>
                </span>
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </ScrollArea.Autosize>
  );
}
