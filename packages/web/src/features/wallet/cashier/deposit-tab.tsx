import { CRYPTO_CURRENCIES, type CryptoCode } from '@ante/core';
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-text';
import { CurrencySelect, defaultNetwork, NetworkSelect } from '../../../ui/currency-select';
import { AlertIcon } from '../../../ui/icons';
import { DemoNotice } from '../demo-notice';
import classes from './cashier.module.css';
import { DepositAddress } from './deposit-address';
import { DepositLimitOffer } from './deposit-limit-offer';
import { NetworkNotice } from './network-notice';
import { PendingDeposits } from './pending-deposits';
import { TestNetworkPanel } from './test-network-panel';
import type { CashierTabProps } from './types';
import { useDepositInfo } from './use-deposit-info';

export function DepositTab({ currency, onCurrencyChange, offered, balances, hideBalances }: CashierTabProps) {
  const [network, setNetwork] = useState(() => defaultNetwork(currency));
  const info = useDepositInfo(currency);
  const chain = CRYPTO_CURRENCIES[currency].chain;
  const selectedNetwork = chain.find((entry) => entry.id === network) ?? chain[0];
  const address = info.data?.addresses.find((entry) => entry.network === selectedNetwork?.id);
  const pending = info.data?.pending ?? [];

  const handleCurrencyChange = (next: CryptoCode) => {
    onCurrencyChange(next);
    setNetwork(defaultNetwork(next, network));
  };

  return (
    <Stack gap="md">
      <DemoNotice />
      <DepositLimitOffer />
      <div className={chain.length > 1 ? classes.pickerRow : undefined}>
        <CurrencySelect
          value={currency}
          onChange={handleCurrencyChange}
          offered={offered}
          balances={balances}
          hideBalances={hideBalances}
        />
        {chain.length > 1 && selectedNetwork && (
          <NetworkSelect currency={currency} value={selectedNetwork.id} onChange={setNetwork} />
        )}
      </div>

      {selectedNetwork && <NetworkNotice network={selectedNetwork.id} name={selectedNetwork.name} />}

      {info.isError ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          <Group justify="space-between" gap="xs">
            {errorMessage(info.error)}
            <Button size="compact-sm" variant="light" color="red" onClick={() => info.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : address && selectedNetwork ? (
        <DepositAddress currency={currency} network={selectedNetwork} address={address.address} />
      ) : (
        <Skeleton height={176} radius="lg" />
      )}

      {pending.length > 0 && <PendingDeposits deposits={pending} />}

      {address && selectedNetwork && address.kind === 'simulated' && (
        <TestNetworkPanel currency={currency} network={selectedNetwork.id} address={address.address} />
      )}
    </Stack>
  );
}
