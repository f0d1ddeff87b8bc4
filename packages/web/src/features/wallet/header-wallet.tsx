import { ActionIcon, Button } from '@mantine/core';
import { useCashierModal } from '../../lib/use-cashier-modal';
import { WalletIcon } from '../../ui/icons';
import { useIsMobile } from '../../ui/use-is-mobile';
import { BalanceDropdown } from './balance-dropdown';
import classes from './header-wallet.module.css';

/** Logged in (docs/product.md#header): the balance dropdown and, joined to it, the Wallet button that opens the Cashier. */
export function HeaderWallet() {
  const { openCashier } = useCashierModal();
  const isMobile = useIsMobile();
  const handleOpenCashier = () => openCashier('deposit');

  return (
    <div className={classes.group}>
      <BalanceDropdown />
      {isMobile ? (
        <ActionIcon size={36} className={classes.walletIcon} aria-label="Wallet" onClick={handleOpenCashier}>
          <WalletIcon size={18} />
        </ActionIcon>
      ) : (
        <Button
          className={classes.wallet}
          classNames={{ label: classes.walletLabel, section: classes.walletSection }}
          aria-label="Wallet"
          leftSection={<WalletIcon size={18} />}
          onClick={handleOpenCashier}
        >
          Wallet
        </Button>
      )}
    </div>
  );
}
