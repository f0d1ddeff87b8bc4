import { isCryptoCode, type Withdrawal, type WithdrawalStatus } from '@ante/core';
import { Badge, Button, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../../lib/current-user';
import { formatCryptoAmount, toAtoms } from '../../../lib/money';
import { notifySuccess } from '../../../lib/notify';
import { useRefreshBalances } from '../../../lib/wallet/use-wallet';
import { cancelWithdrawal, fetchWithdrawals, walletKeys } from '../../../lib/wallet/wallet-api';
import { CurrencyIcon } from '../../../ui/currency-icon';
import classes from './cashier.module.css';

/** Withdrawals still moving are checked this often, so a sent one stops offering Cancel. */
const ACTIVE_POLL_MS = 5_000;
const SHOWN = 5;

const STATUS_COLOR: Record<WithdrawalStatus, string> = {
  pending: 'yellow',
  processing: 'blue',
  sent: 'cyan',
  completed: 'brand',
  cancelled: 'gray',
  failed: 'red',
};

/**
 * What the badge says: a large withdrawal held for staff review reads "in review", and
 * one staff turned down reads "rejected" (its amount and fee are back in the balance).
 */
export function withdrawalBadge(withdrawal: Pick<Withdrawal, 'status' | 'review'>): {
  label: string;
  color: string;
} {
  if (withdrawal.status === 'pending' && withdrawal.review === 'held')
    return { label: 'in review', color: 'orange' };
  if (withdrawal.status === 'cancelled' && withdrawal.review === 'rejected')
    return { label: 'rejected', color: 'red' };
  return { label: withdrawal.status, color: STATUS_COLOR[withdrawal.status] };
}

function isActive(withdrawal: Withdrawal): boolean {
  return (
    withdrawal.status === 'pending' || withdrawal.status === 'processing' || withdrawal.status === 'sent'
  );
}

function shortAddress(address: string): string {
  return address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
}

const dateFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function WithdrawalList() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const refreshBalances = useRefreshBalances();
  const key = walletKeys.withdrawals(user?.userId ?? '');
  const query = useQuery({
    queryKey: key,
    queryFn: fetchWithdrawals,
    enabled: user !== null,
    refetchInterval: (current) => (current.state.data?.some(isActive) ? ACTIVE_POLL_MS : false),
  });
  const cancel = useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: () => notifySuccess('Withdrawal cancelled', 'The amount and fee are back in your balance.'),
    // Whether it worked or was already sent, the list and balance should show what is true now.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), refreshBalances()]),
  });

  const withdrawals = query.data?.slice(0, SHOWN) ?? [];
  if (withdrawals.length === 0) return null;

  return (
    <section aria-labelledby="recent-withdrawals-title">
      <Text id="recent-withdrawals-title" size="sm" fw={700} c="white" mb={8}>
        Recent withdrawals
      </Text>
      <ul className={classes.list}>
        {withdrawals.map((withdrawal) => {
          const currency = isCryptoCode(withdrawal.currency) ? withdrawal.currency : null;
          const badge = withdrawalBadge(withdrawal);
          return (
            <li key={withdrawal.id} className={classes.listItem}>
              {currency && <CurrencyIcon currency={currency} size={28} />}
              <div className={classes.grow}>
                <div className={classes.rowBetween}>
                  <Text size="sm" fw={700} c="white" ff="monospace">
                    {currency ? formatCryptoAmount(toAtoms(withdrawal.amount), currency) : withdrawal.amount}{' '}
                    {withdrawal.currency}
                  </Text>
                  <Badge size="sm" variant="light" color={badge.color} style={{ flexShrink: 0 }}>
                    {badge.label}
                  </Badge>
                </div>
                <Text size="xs" c="dimmed" truncate>
                  To {shortAddress(withdrawal.address)} · {dateFormat.format(new Date(withdrawal.createdAt))}
                </Text>
                {withdrawal.status === 'pending' && withdrawal.review === 'held' && (
                  <Text size="xs" c="dimmed">
                    Large withdrawals are checked by our team before they are sent.
                  </Text>
                )}
              </div>
              {withdrawal.status === 'pending' && (
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => cancel.mutate(withdrawal.id)}
                  loading={cancel.isPending && cancel.variables === withdrawal.id}
                  aria-label={`Cancel withdrawal of ${withdrawal.amount} ${withdrawal.currency}`}
                >
                  Cancel
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
