import { type CryptoCode, faucetRequestSchema } from '@ante/core';
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { amountProblem } from '../../../lib/amount-rules';
import { useCurrentUser } from '../../../lib/current-user';
import { useUsdFormatter } from '../../../lib/wallet/use-usd-formatter';
import { useRefreshBalances, useWalletConfig } from '../../../lib/wallet/use-wallet';
import { mineTestBlock, sendTestCoins, walletKeys } from '../../../lib/wallet/wallet-api';
import { AmountInput } from '../../../ui/amount-input';
import { useRequestForm } from '../../../ui/form/use-request-form';
import classes from './deposit.module.css';

type TestNetworkPanelProps = { currency: CryptoCode; network: string; address: string };

/**
 * The simulated chain's faucet and miner, so players and operators can try the whole
 * deposit flow without real coins: test coins go to the player's own address (the
 * server refuses any other) within an hourly allowance, arrive pending, and are
 * credited once blocks are mined. The Cashier shows this panel only on the simulated
 * chain, whose endpoints exist only there.
 */
export function TestNetworkPanel({ currency, network, address }: TestNetworkPanelProps) {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const refreshBalances = useRefreshBalances();
  const allowance = useWalletConfig().data?.testFaucetUsdPerHour;
  const formatUsd = useUsdFormatter();
  const [leftUsd, setLeftUsd] = useState<string | null>(null);
  // The panel has room for one message, under the amount, whichever call it is about.
  const { form, handleSubmit, showServerError } = useRequestForm({
    schema: faucetRequestSchema,
    initialValues: { amount: '' },
    toRequest: ({ amount }) => ({ network, address, currency, amount }),
    // The faucet's hourly allowance is the server's to check.
    check: ({ amount }) => ({ amount: amountProblem(currency, amount) }),
    otherErrorsField: 'amount',
  });
  const refreshDeposit = () =>
    queryClient.invalidateQueries({ queryKey: walletKeys.deposit(user?.userId ?? '', currency) });

  const send = useMutation({
    mutationFn: sendTestCoins,
    // The deposits feed announces the pending deposit; the list refreshes here too.
    onSuccess: (answer) => {
      setLeftUsd(answer.leftUsd);
      return refreshDeposit();
    },
  });
  const mine = useMutation({
    mutationFn: () => mineTestBlock(network),
    onSuccess: () => Promise.all([refreshDeposit(), refreshBalances()]),
    onError: showServerError,
  });
  const handleSend = handleSubmit(send.mutateAsync);

  return (
    <section className={classes.devPanel} aria-labelledby="test-network-title">
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Text id="test-network-title" size="sm" fw={800} c="white">
          Test coins
        </Text>
        {allowance && (
          <Text size="xs" c="dimmed" ta="right">
            Up to {formatUsd(allowance)} an hour
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        Get test coins sent to your address above, then mine blocks until the deposit has enough
        confirmations.
      </Text>
      <AmountInput
        currency={currency}
        {...form.getInputProps('amount')}
        description={leftUsd !== null ? `${formatUsd(leftUsd)} left this hour` : undefined}
        size="sm"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="sm">
        <Button variant="light" onClick={() => handleSend()} loading={form.submitting}>
          Get test coins
        </Button>
        <Button variant="default" onClick={() => mine.mutate()} loading={mine.isPending}>
          Mine block
        </Button>
      </SimpleGrid>
    </section>
  );
}
