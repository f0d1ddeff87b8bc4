import { isCryptoCode, networkName, type SolvencyReserveAddress, type SolvencySnapshot } from '@ante/core';
import { Badge, Text } from '@mantine/core';
import { formatCryptoAmount, toAtoms } from '../../lib/money';
import { CopyAction } from '../../ui/copy-field';
import classes from './reserve-addresses.module.css';

/** How to check a signature by oneself, per kind of signature; the docs page says it in full. */
function verifyHint(entry: SolvencyReserveAddress) {
  if (entry.signature?.startsWith('0x')) {
    return 'EIP-191 (personal_sign). Paste the address, the message and the signature into any Ethereum signature checker (viem or ethers verifyMessage, a block explorer’s "verify signature"); it must answer that the address signed.';
  }
  return 'See docs/proof-of-solvency.md for how to check it.';
}

function ReserveAddress({ currency, entry }: { currency: string; entry: SolvencyReserveAddress }) {
  const name = `${currency} on ${networkName(currency, entry.network)}`;
  const balance = isCryptoCode(currency)
    ? formatCryptoAmount(toAtoms(entry.balance), currency)
    : entry.balance;
  return (
    <li className={classes.item}>
      <div className={classes.head}>
        <Text fw={700}>{name}</Text>
        <Badge color={entry.signature ? 'teal' : 'gray'} variant="light">
          {entry.signature ? 'Signed' : 'Not signed'}
        </Badge>
      </div>
      <dl className={classes.facts}>
        <dt>Balance</dt>
        <dd>
          {balance} {currency}
        </dd>
        <dt>Address</dt>
        <dd className={classes.mono}>
          {entry.address ?? '—'}
          {entry.address && <CopyAction value={entry.address} name={`Copy the ${name} address`} />}
        </dd>
      </dl>
      {entry.signature && entry.message ? (
        <>
          <div className={classes.label}>
            Message
            <CopyAction value={entry.message} name={`Copy the ${name} message`} />
          </div>
          <pre className={classes.message}>{entry.message}</pre>
          <div className={classes.label}>
            Signature
            <CopyAction value={entry.signature} name={`Copy the ${name} signature`} />
          </div>
          <code className={classes.mono}>{entry.signature}</code>
          <Text size="xs" c="dimmed">
            Verify: {verifyHint(entry)}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {entry.unsigned}
        </Text>
      )}
    </li>
  );
}

/**
 * The reserves by address: each hot wallet's balance at the snapshot and, where its
 * chain can sign, the message its key signed then, so anyone can check the casino
 * controls it (docs/proof-of-solvency.md#reserve-signatures).
 */
export function ReserveAddresses({ snapshot }: { snapshot: SolvencySnapshot }) {
  const entries = snapshot.currencies.flatMap((currency) =>
    currency.reserveAddresses.map((entry) => ({ currency: currency.currency, entry })),
  );
  if (entries.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="reserve-addresses-title">
      <Text fw={700} id="reserve-addresses-title">
        Reserve addresses
      </Text>
      <Text size="sm" c="dimmed">
        Each address below was read from its chain when the snapshot was taken. Where the chain allows, the
        address's own key signed a message naming the snapshot, proving the casino controls it.
      </Text>
      <ul className={classes.list}>
        {entries.map(({ currency, entry }) => (
          <ReserveAddress key={`${currency}-${entry.network}`} currency={currency} entry={entry} />
        ))}
      </ul>
    </section>
  );
}
