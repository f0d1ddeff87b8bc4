import { Text } from '@mantine/core';
import { useWalletConfig } from '../../lib/wallet/use-wallet';
import { FlaskIcon } from '../../ui/icons';
import classes from './demo-notice.module.css';

/** The words every demo notice starts with, so a player reads the same thing everywhere. */
export const DEMO_NOTICE = 'Demo: test coins only';

/** Whether the casino runs on the simulated chain, whose balances are test coins, not money. */
export function useIsDemo(): boolean {
  return useWalletConfig().data?.chain === 'simulated';
}

/**
 * The shell's slim banner under the header, on every page, for visitors and players
 * alike, whenever the wallet runs on the simulated chain: nobody should mistake its
 * balances for money. It scrolls with the page under the sticky header; the Cashier
 * says it again where test coins are handed out.
 */
export function DemoBanner() {
  const config = useWalletConfig();
  // Its place is held while the configuration loads, so the page below does not jump
  // down when the banner arrives (the embedded default is the simulated chain).
  if (config.isPending) return <div className={classes.banner} data-placeholder aria-hidden="true" />;
  if (config.data?.chain !== 'simulated') return null;
  return (
    <div className={classes.banner} role="note" aria-label="Demo notice">
      <FlaskIcon size={14} className={classes.icon} />
      <span className={classes.title}>{DEMO_NOTICE}</span>
      <span className={classes.detail}>Balances here are not real money and cannot be cashed out.</span>
    </div>
  );
}

/** The same notice inside the Cashier's Deposit tab, above the address. */
export function DemoNotice() {
  if (!useIsDemo()) return null;
  return (
    <div className={classes.inline} role="note" aria-label="Demo notice">
      <FlaskIcon size={16} className={classes.icon} />
      <div className={classes.inlineText}>
        <Text span size="sm" fw={800} className={classes.title}>
          {DEMO_NOTICE}
        </Text>
        <Text span size="xs" c="dimmed">
          No real coins can be deposited here. Get test coins below and mine blocks to confirm them.
        </Text>
      </div>
    </div>
  );
}
