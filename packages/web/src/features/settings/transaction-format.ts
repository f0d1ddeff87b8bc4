import { isCryptoCode, TRANSACTION_KINDS, type Transaction, type TransactionKind } from '@ante/core';
import { formatCryptoAmount, toAtoms } from '../wallet/money';

/** The filter chips: "All" plus one per kind the server knows. */
export const TRANSACTION_FILTERS: { value: TransactionKind | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'deposit', label: 'Deposits' },
  { value: 'withdrawal', label: 'Withdrawals' },
  { value: 'tip', label: 'Tips' },
  { value: 'vault', label: 'Vault' },
  { value: 'bonus', label: 'Bonuses' },
];

export function parseTransactionFilter(value: string | null): TransactionKind | undefined {
  return TRANSACTION_KINDS.find((kind) => kind === value);
}

const LABEL_BY_CODE: Record<string, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawal_fee: 'Withdrawal fee',
  withdrawal_refund: 'Withdrawal refund',
  tip_sent: 'Tip sent',
  tip_received: 'Tip received',
  vault_in: 'To vault',
  vault_out: 'From vault',
  bonus: 'Welcome bonus',
};

const LABEL_BY_KIND: Record<TransactionKind, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  tip: 'Tip',
  vault: 'Vault',
  bonus: 'Bonus',
};

/** The row's type, by its exact code; a code this client does not know yet falls back to its kind. */
export function transactionLabel(transaction: Pick<Transaction, 'kind' | 'code'>): string {
  return LABEL_BY_CODE[transaction.code] ?? LABEL_BY_KIND[transaction.kind];
}

/**
 * How an amount reads: money in is green, money out is red. A cancelled or failed
 * withdrawal moved nothing in the end (its amount came back), so it is shown struck
 * through rather than as a loss.
 */
export type AmountTone = 'credit' | 'debit' | 'void' | 'zero';

const VOID_STATUSES = new Set(['cancelled', 'failed']);

export function amountTone(transaction: Pick<Transaction, 'amount' | 'status'>): AmountTone {
  const atoms = toAtoms(transaction.amount);
  if (transaction.status !== null && VOID_STATUSES.has(transaction.status)) return 'void';
  if (atoms > 0n) return 'credit';
  if (atoms < 0n) return 'debit';
  return 'zero';
}

/** "+0.00100000", "-12.50": the currency's own precision, and always a sign unless zero. */
export function formatSignedAmount(transaction: Pick<Transaction, 'amount' | 'currency'>): string {
  const atoms = toAtoms(transaction.amount);
  const magnitude = atoms < 0n ? -atoms : atoms;
  const text = isCryptoCode(transaction.currency)
    ? formatCryptoAmount(magnitude, transaction.currency)
    : transaction.amount.replace(/^[-+]/, '');
  if (atoms > 0n) return `+${text}`;
  if (atoms < 0n) return `-${text}`;
  return text;
}

export type StatusBadge = { label: string; color: string };

const STATUS_BADGES: Record<string, StatusBadge> = {
  pending: { label: 'Pending', color: 'yellow' },
  processing: { label: 'Processing', color: 'blue' },
  credited: { label: 'Credited', color: 'brand' },
  completed: { label: 'Completed', color: 'brand' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
  refused: { label: 'Refused', color: 'red' },
};

export function statusBadge(status: string | null): StatusBadge | null {
  if (status === null) return null;
  const words = status.replaceAll('_', ' ');
  return STATUS_BADGES[status] ?? { label: words.charAt(0).toUpperCase() + words.slice(1), color: 'gray' };
}

/** Who or where: "to alice", "from bob", a shortened address, or nothing. */
export function counterpartyText(transaction: Pick<Transaction, 'code' | 'counterparty'>): string | null {
  const { counterparty } = transaction;
  if (!counterparty) return null;
  if (transaction.code === 'tip_sent') return `To ${counterparty}`;
  if (transaction.code === 'tip_received') return `From ${counterparty}`;
  return counterparty.length > 18 ? `${counterparty.slice(0, 8)}…${counterparty.slice(-6)}` : counterparty;
}

/** "1-20 of 57": which rows of the whole list this page shows. */
export function formatRange(offset: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `0 of ${total}`;
  return `${offset + 1}-${offset + shown} of ${total}`;
}
