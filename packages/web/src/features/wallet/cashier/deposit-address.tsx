import type { CryptoCode, Network } from '@ante/core';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { CopyIcon } from '../../../ui/icons';
import { QrCode } from '../../../ui/qr/qr-code';
import classes from './deposit.module.css';

type DepositAddressProps = { currency: CryptoCode; network: Network; address: string };

const COPIED_LABEL_MS = 2_000;

export function DepositAddress({ currency, network, address }: DepositAddressProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      notifySuccess('Address copied', `Your ${currency} deposit address is on the clipboard.`);
    } catch {
      // Clipboard access can be refused (permissions, insecure context); the address is selectable.
      notifications.show({
        color: 'red',
        title: 'Could not copy',
        message: 'Select the address and copy it by hand.',
      });
    }
  };

  return (
    <section className={classes.addressCard} aria-label={`${currency} deposit address`}>
      <div className={classes.qrFrame}>
        <QrCode value={address} size={136} label={`QR code of the address ${address}`} />
      </div>
      <div className={classes.addressBody}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.eyebrow}>
          Your {currency} deposit address
        </Text>
        <div className={classes.addressBox} data-testid="deposit-address">
          {address}
        </div>
        <Button
          size="sm"
          variant={copied ? 'light' : 'filled'}
          leftSection={<CopyIcon size={16} />}
          onClick={handleCopy}
          className={classes.copyButton}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Text size="xs" c="dimmed" className={classes.note}>
          Send only {currency} on {network.name} to this address. Credited after {network.confirms}{' '}
          {network.confirms === 1 ? 'confirmation' : 'confirmations'}.
        </Text>
      </div>
    </section>
  );
}
