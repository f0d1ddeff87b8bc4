import { type CryptoCode, parseAmount, toDecimalString } from '@ante/core';
import { Badge, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../auth/use-current-user';
import { significantDigits } from '../money';
import { useRefreshBalances } from '../use-wallet';
import { mineTestBlock, sendTestDeposit, walletKeys } from '../wallet-api';
import { AmountInput } from './amount-input';
import classes from './deposit.module.css';
import { describeCashierProblem } from './form-problem';

type TestNetworkPanelProps = { currency: CryptoCode; network: string; address: string };

/**
 * The simulated chain's faucet and miner, so players and operators can try the whole
 * deposit flow without real coins. The server only has these endpoints in simulated
 * mode, and the Cashier shows this panel only when the wallet config says so.
 */
export function TestNetworkPanel({ currency, network, address }: TestNetworkPanelProps) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const refreshBalances = useRefreshBalances();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refreshDeposit = () =>
    queryClient.invalidateQueries({ queryKey: walletKeys.deposit(user?.userId ?? '', currency) });

  const send = useMutation({
    mutationFn: sendTestDeposit,
    // The deposits feed announces the pending deposit; the list refreshes here too.
    onSuccess: () => refreshDeposit(),
    onError: (failure) => setError(describeCashierProblem(failure, ['amount']).message),
  });
  const mine = useMutation({
    mutationFn: () => mineTestBlock(network),
    onSuccess: () => Promise.all([refreshDeposit(), refreshBalances()]),
  });

  const handleSend = () => {
    setError(null);
    try {
      const atoms = parseAmount(amount, { decimals: significantDigits(currency) });
      send.mutate({ network, address, currency, amount: toDecimalString(atoms) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <section className={classes.devPanel} aria-labelledby="test-network-title">
      <Group justify="space-between" gap="xs" mb={4}>
        <Text id="test-network-title" size="sm" fw={800} c="white">
          Test network
        </Text>
        <Badge size="sm" variant="light" color="yellow">
          Simulated chain
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        No real coins move here. Send a test deposit to your address, then mine blocks until it has enough
        confirmations.
      </Text>
      <AmountInput
        currency={currency}
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setError(null);
        }}
        error={error}
        size="sm"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="sm">
        <Button variant="light" onClick={handleSend} loading={send.isPending}>
          Send test deposit
        </Button>
        <Button variant="default" onClick={() => mine.mutate()} loading={mine.isPending}>
          Mine block
        </Button>
      </SimpleGrid>
    </section>
  );
}
