import { displayBalance } from '../../lib/wallet/balance-display';
import { useWallet } from '../../lib/wallet/use-wallet';
import { CurrencyIcon } from '../../ui/currency-icon';
import classes from './bet-panel.module.css';

/**
 * The selected currency's balance above the bet amount. On a game page the header
 * reads "In Play" (docs/money-display.md), so this is where the player sees what they hold,
 * in the view they chose (fiat or crypto), masked when they hide balances, with the
 * currency's mark as the header shows it.
 */
export function PanelBalance() {
  const wallet = useWallet();
  if (wallet.isPending) return null;
  const row = wallet.selectedRow ?? { currency: wallet.selected, atoms: 0n, fiatAtoms: null };
  const shown = displayBalance(row, wallet.showFiat ? 'fiat' : 'crypto', wallet.fiat, wallet.hideBalances);
  return (
    <span className={classes.panelBalance} data-testid="bet-panel-balance">
      Balance <b>{shown}</b>
      <CurrencyIcon currency={row.currency} size={14} />
    </span>
  );
}
