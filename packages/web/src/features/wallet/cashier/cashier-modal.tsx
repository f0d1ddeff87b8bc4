import type { Atoms, CryptoCode } from '@ante/core';
import { CRYPTO_CODES } from '@ante/core';
import { Group, Tabs } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useAuthModal } from '../../../lib/use-auth-modal';
import { type CashierTab, isCashierTab, useCashierModal } from '../../../lib/use-cashier-modal';
import { useWallet } from '../../../lib/wallet/use-wallet';
import { WalletIcon } from '../../../ui/icons';
import { useModal } from '../../../ui/modal-stack';
import { SheetDialog, sheetDialogClasses } from '../../../ui/sheet-dialog';
import tabBar from '../../../ui/tab-bar.module.css';
import { scrollFadeClass, useScrollFade } from '../../../ui/use-scroll-fade';
import { openFavoriteFiat } from '../favorite-fiat-modal';
import { FiatChooserButton } from '../fiat-chooser-button';
import { BuyCryptoTab } from './buy-crypto-tab';
import classes from './cashier.module.css';
import { DepositTab } from './deposit-tab';
import { TipTab } from './tip-tab';
import type { CashierTabProps } from './types';
import { VaultTab } from './vault-tab';
import { WithdrawTab } from './withdraw-tab';

const TAB_LABELS: Record<CashierTab, string> = {
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  tip: 'Tip',
  vault: 'Vault',
  'buy-crypto': 'Buy Crypto',
};

/**
 * The Cashier (docs/product.md#modals), opened by `?modal=deposit|withdraw|tip|vault|buy-crypto`:
 * a centred modal on wide screens, a bottom drawer at 768px and below. It is for
 * players only, so a logged-out visitor following a Cashier link is asked to log in.
 * A `username` in the entry's metadata (a player's quickview opens the tip tab so)
 * fills in the tip's recipient.
 */
export function CashierModal() {
  const { tab, shownTab, closeCashier, selectTab, dialogProps } = useCashierModal();
  const { openAuth } = useAuthModal();
  const { user, isPending } = useCurrentUser();
  const recipient = useModal('cashier').entry?.metadata.username ?? '';

  useEffect(() => {
    if (tab && !isPending && !user) {
      closeCashier();
      openAuth('login');
    }
  }, [tab, isPending, user, openAuth, closeCashier]);

  const opened = tab !== null && user !== null;
  const title = (
    <Group gap={8} wrap="nowrap">
      <WalletIcon size={20} className={sheetDialogClasses.titleIcon} />
      Wallet
    </Group>
  );
  const body = <CashierBody tab={shownTab} onTabChange={selectTab} recipient={recipient} />;

  return (
    <SheetDialog opened={opened} onClose={closeCashier} dialogProps={dialogProps} title={title} size={560}>
      {body}
    </SheetDialog>
  );
}

type CashierBodyProps = { tab: CashierTab; onTabChange: (tab: CashierTab) => void; recipient: string };

function CashierBody({ tab, onTabChange, recipient }: CashierBodyProps) {
  const wallet = useWallet();
  // One currency across the tabs, starting from the header's; the header keeps its own choice.
  const [currency, setCurrency] = useState<CryptoCode>(wallet.selected);
  const offered = wallet.offered.length > 0 ? wallet.offered : CRYPTO_CODES;
  const balances = useMemo(
    () => new Map<CryptoCode, Atoms>(wallet.rows.map((row) => [row.currency, row.atoms])),
    [wallet.rows],
  );
  const tabProps: CashierTabProps = {
    currency: offered.includes(currency) ? currency : (offered[0] ?? currency),
    onCurrencyChange: setCurrency,
    offered,
    balances,
    hideBalances: wallet.hideBalances,
  };

  const selectTab = (value: string | null) => {
    if (isCashierTab(value)) onTabChange(value);
  };
  // Should the tabs ever outgrow the bar, it scrolls sideways, shows there is more and keeps the open tab in view.
  const tabListRef = useScrollFade<HTMLDivElement>(tab);

  return (
    <>
      {/* The amounts' fiat values follow the display currency, chosen here over the Cashier. */}
      <div className={classes.fiatRow}>
        <span>Values in</span>
        <FiatChooserButton fiat={wallet.fiat} onClick={openFavoriteFiat} size="sm" />
      </div>
      <Tabs
        value={tab}
        onChange={selectTab}
        keepMounted={false}
        classNames={{ list: `${tabBar.scroll} ${classes.tabsList} ${scrollFadeClass}` }}
      >
        <Tabs.List ref={tabListRef}>
          {(Object.keys(TAB_LABELS) as CashierTab[]).map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="deposit" pt="lg">
          <DepositTab {...tabProps} />
        </Tabs.Panel>
        <Tabs.Panel value="withdraw" pt="lg">
          <WithdrawTab {...tabProps} />
        </Tabs.Panel>
        <Tabs.Panel value="tip" pt="lg">
          {/* Keyed by the recipient: a tip for another player starts a fresh form. */}
          <TipTab key={recipient} {...tabProps} recipient={recipient} />
        </Tabs.Panel>
        <Tabs.Panel value="vault" pt="lg">
          <VaultTab {...tabProps} />
        </Tabs.Panel>
        <Tabs.Panel value="buy-crypto" pt="lg">
          <BuyCryptoTab onDeposit={() => onTabChange('deposit')} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
