import { isCryptoCode, type Transaction, type TransactionKind } from '@ante/core';
import { Badge, Table } from '@mantine/core';
import { CurrencyIcon } from '../../ui/currency-icon';
import {
  ArrowDownLeftIcon,
  ArrowUpRightIcon,
  GiftIcon,
  type IconComponent,
  TrophyIcon,
  VaultIcon,
} from '../../ui/icons';
import {
  amountTone,
  counterpartyText,
  formatSignedAmount,
  statusBadge,
  transactionLabel,
} from './transaction-format';
import classes from './transactions.module.css';

const KIND_ICONS: Record<TransactionKind, IconComponent> = {
  deposit: ArrowDownLeftIcon,
  withdrawal: ArrowUpRightIcon,
  tip: GiftIcon,
  vault: VaultIcon,
  bonus: TrophyIcon,
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function TypeCell({ transaction }: { transaction: Transaction }) {
  const Icon = KIND_ICONS[transaction.kind];
  return (
    <span className={classes.type}>
      <span className={classes.typeIcon} data-kind={transaction.kind} aria-hidden="true">
        <Icon size={16} />
      </span>
      <span>{transactionLabel(transaction)}</span>
    </span>
  );
}

function Amount({ transaction }: { transaction: Transaction }) {
  const currency = isCryptoCode(transaction.currency) ? transaction.currency : null;
  return (
    <span className={classes.amount} data-tone={amountTone(transaction)}>
      {currency && <CurrencyIcon currency={currency} size={18} />}
      <span className={classes.amountValue}>{formatSignedAmount(transaction)}</span>
      <span className={classes.amountCurrency}>{transaction.currency}</span>
    </span>
  );
}

function Status({ status }: { status: string | null }) {
  const badge = statusBadge(status);
  if (!badge) return null;
  return (
    <Badge size="sm" variant="light" color={badge.color} className={classes.status}>
      {badge.label}
    </Badge>
  );
}

function Counterparty({ transaction, className }: { transaction: Transaction; className?: string }) {
  const text = counterpartyText(transaction);
  if (!text) return <span className={classes.muted}>—</span>;
  return (
    <span className={className} title={transaction.counterparty ?? undefined}>
      {text}
    </span>
  );
}

function DateText({ value }: { value: string }) {
  return <time dateTime={value}>{dateFormat.format(new Date(value))}</time>;
}

type ListProps = { transactions: Transaction[] };

export function TransactionTable({ transactions }: ListProps) {
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th className={classes.amountHead}>Amount</Table.Th>
            <Table.Th>Counterparty</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((transaction) => (
            <Table.Tr key={`${transaction.kind}-${transaction.id}`}>
              <Table.Td className={classes.date}>
                <DateText value={transaction.createdAt} />
              </Table.Td>
              <Table.Td>
                <TypeCell transaction={transaction} />
              </Table.Td>
              <Table.Td className={classes.amountCell}>
                <Amount transaction={transaction} />
              </Table.Td>
              <Table.Td className={classes.counterparty}>
                <Counterparty transaction={transaction} />
              </Table.Td>
              <Table.Td>
                <Status status={transaction.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one stacked card per transaction instead of a table too wide to read. */
export function TransactionCards({ transactions }: ListProps) {
  return (
    <ul className={classes.cards}>
      {transactions.map((transaction) => (
        <li key={`${transaction.kind}-${transaction.id}`} className={classes.cardItem}>
          <div className={classes.cardRow}>
            <TypeCell transaction={transaction} />
            <Amount transaction={transaction} />
          </div>
          <div className={classes.cardRow}>
            <span className={classes.cardMeta}>
              <DateText value={transaction.createdAt} />
              {counterpartyText(transaction) && (
                <Counterparty transaction={transaction} className={classes.cardCounterparty} />
              )}
            </span>
            <Status status={transaction.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
