import { Button, CloseButton, Text } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { toAtoms } from '../../lib/money';
import { useCashierModal } from '../../lib/use-cashier-modal';
import { useBalances } from '../../lib/wallet/use-wallet';
import { WalletIcon } from '../../ui/icons';
import classes from '../../ui/prompt-banner.module.css';

/** A dismissed prompt stays away for the rest of the visit, not forever: an empty wallet still needs a deposit. */
const DISMISSED_KEY = 'ante.depositPromptDismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** 'Deposit Now' (docs/product.md#bonus-prompts) shows while the player has no balances or only zero ones. */
export function DepositPrompt() {
  const { user } = useCurrentUser();
  const balances = useBalances();
  const { openCashier } = useCashierModal();
  const [dismissed, setDismissed] = useState(readDismissed);

  if (!user || !balances.data || dismissed) return null;
  if (Object.values(balances.data).some((amount) => toAtoms(amount) > 0n)) return null;

  const handleDismiss = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Without storage the prompt is only hidden until the next page load.
    }
  };

  return (
    <section className={classes.prompt} aria-labelledby="deposit-prompt-title">
      <div className={classes.icon} aria-hidden="true">
        <WalletIcon size={22} />
      </div>
      <div className={classes.text}>
        <Text id="deposit-prompt-title" fw={800} c="white">
          Your wallet is empty
        </Text>
        <Text size="sm" c="dimmed">
          Deposit crypto to start playing. Funds arrive after a few network confirmations.
        </Text>
      </div>
      <Button className={classes.cta} onClick={() => openCashier('deposit')}>
        Deposit Now
      </Button>
      <CloseButton className={classes.close} aria-label="Dismiss" onClick={handleDismiss} />
    </section>
  );
}
