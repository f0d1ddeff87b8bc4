import {
  isCryptoCode,
  TRANSACTION_KINDS,
  type Transaction,
  type TransactionKind,
  type TransferCode,
} from '@ante/core';
import { formatCryptoAmount, toAtoms } from '../../lib/money';

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

/** A row's label; a tip reads by its direction, which its amount's sign gives. */
type Label = string | { in: string; out: string };

/** Every transfer code the ledger has: a code added without a label here does not compile. */
const LABEL_BY_CODE: Record<TransferCode, Label> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawal_fee: 'Withdrawal fee',
  withdrawal_sent: 'Withdrawal sent',
  withdrawal_fee_collected: 'Withdrawal fee collected',
  withdrawal_refund: 'Withdrawal refund',
  adjustment: 'Balance adjustment',
  tip: { in: 'Tip received', out: 'Tip sent' },
  vault_in: 'To vault',
  vault_out: 'From vault',
  bet: 'Bet',
  payout: 'Payout',
  bet_refund: 'Bet refunded',
  jackpot: 'Global pot',
  bonus: 'Welcome bonus',
  level_up_bonus: 'Level-up bonus',
  competition_prize: 'Competition prize',
  rain: 'Chat rain',
  rakeback: 'Rakeback',
  weekly_bonus: 'Weekly bonus',
  monthly_bonus: 'Monthly bonus',
  redeem_code: 'Redeem code',
  offer_bonus: 'Offer bonus',
  affiliate_commission: 'Affiliate commission',
};

function isOutgoing(transaction: Pick<Transaction, 'amount'>): boolean {
  return transaction.amount.startsWith('-');
}

/** The row's type, by its exact code. */
export function transactionLabel(transaction: Pick<Transaction, 'code' | 'amount'>): string {
  const label = LABEL_BY_CODE[transaction.code];
  if (typeof label === 'string') return label;
  return isOutgoing(transaction) ? label.out : label.in;
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
export function counterpartyText(
  transaction: Pick<Transaction, 'code' | 'counterparty' | 'amount'>,
): string | null {
  const { counterparty } = transaction;
  if (!counterparty) return null;
  if (transaction.code === 'tip') return `${isOutgoing(transaction) ? 'To' : 'From'} ${counterparty}`;
  return counterparty.length > 18 ? `${counterparty.slice(0, 8)}…${counterparty.slice(-6)}` : counterparty;
}
