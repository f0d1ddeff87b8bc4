import { Alert, Text } from '@mantine/core';
import { useWalletConfig } from '../../../lib/wallet/use-wallet';
import { AlertIcon, FlaskIcon } from '../../../ui/icons';
import classes from '../demo-notice.module.css';

/**
 * What the Cashier says about one network beside its address or withdrawal form: that
 * its node is not answering (deposits wait to be credited, withdrawals to be sent), or,
 * on a site where only some networks are real, that this one is a test network. A site
 * that is all simulated says it once, in the demo notice, instead.
 */
export function NetworkNotice({ network, name }: { network: string; name: string }) {
  const config = useWalletConfig().data;
  const state = config?.networks?.[network];
  if (!config || !state) return null;
  if (state.paused) {
    return (
      <Alert color="yellow" variant="light" icon={<AlertIcon />} role="status" title={`${name} is paused`}>
        {state.paused}
      </Alert>
    );
  }
  if (state.kind !== 'simulated' || config.chain === 'simulated') return null;
  return (
    <div className={classes.inline} role="note" aria-label="Test network notice">
      <FlaskIcon size={16} className={classes.icon} />
      <div className={classes.inlineText}>
        <Text span size="sm" fw={800} className={classes.title}>
          Test network
        </Text>
        <Text span size="xs" c="dimmed">
          {name} runs on a simulated chain here: its coins are test coins, not money.
        </Text>
      </div>
    </div>
  );
}
