import { isCryptoCode, networkName, type PendingDeposit } from '@ante/core';
import { Progress, Text } from '@mantine/core';
import { formatCryptoAmount, toAtoms } from '../../../lib/money';
import { CurrencyIcon } from '../../../ui/currency-icon';
import classes from './cashier.module.css';

/** Deposits seen on chain but not yet confirmed enough to credit, with their progress. */
export function PendingDeposits({ deposits }: { deposits: PendingDeposit[] }) {
  return (
    <section aria-labelledby="pending-deposits-title">
      <Text id="pending-deposits-title" size="sm" fw={700} c="white" mb={8}>
        Pending deposits
      </Text>
      <ul className={classes.list}>
        {deposits.map((deposit) => {
          const currency = isCryptoCode(deposit.currency) ? deposit.currency : null;
          const progress = Math.min(100, (deposit.confirmations / Math.max(1, deposit.confirms)) * 100);
          return (
            <li key={deposit.id} className={classes.listItem} data-testid="pending-deposit">
              {currency && <CurrencyIcon currency={currency} size={28} />}
              <div className={classes.grow}>
                <div className={classes.rowBetween}>
                  <Text size="sm" fw={700} c="white" ff="monospace">
                    {currency ? formatCryptoAmount(toAtoms(deposit.amount), currency) : deposit.amount}{' '}
                    {deposit.currency}
                  </Text>
                  <Text size="xs" fw={700} c="yellow.4">
                    {deposit.confirmations}/{deposit.confirms} confirmations
                  </Text>
                </div>
                <Progress
                  value={progress}
                  size="sm"
                  radius="xl"
                  color="yellow.5"
                  my={6}
                  striped
                  animated
                  aria-label={`${deposit.confirmations} of ${deposit.confirms} confirmations`}
                />
                <Text size="xs" c="dimmed" truncate>
                  {networkName(deposit.currency, deposit.network)} · tx {deposit.txHash.slice(0, 10)}…
                  {deposit.txHash.slice(-6)}
                </Text>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
