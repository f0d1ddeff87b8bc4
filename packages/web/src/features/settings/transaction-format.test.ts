import type { Transaction } from '@ante/core';
import { describe, expect, it } from 'vitest';
import {
  amountTone,
  counterpartyText,
  formatRange,
  formatSignedAmount,
  parseTransactionFilter,
  statusBadge,
  transactionLabel,
} from './transaction-format';

function transaction(overrides: Partial<Transaction>): Transaction {
  return {
    id: '1',
    kind: 'deposit',
    code: 'deposit',
    currency: 'BTC',
    amount: '1',
    counterparty: null,
    status: 'credited',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('transaction amounts', () => {
  it('signs and colours money in green and money out red', () => {
    const deposit = transaction({ amount: '0.001', currency: 'BTC' });
    expect(formatSignedAmount(deposit)).toBe('+0.00100000');
    expect(amountTone(deposit)).toBe('credit');

    const tip = transaction({
      kind: 'tip',
      code: 'tip_sent',
      amount: '-12.5',
      currency: 'USDT',
      status: 'completed',
    });
    expect(formatSignedAmount(tip)).toBe('-12.50');
    expect(amountTone(tip)).toBe('debit');
  });

  it('strikes through withdrawals that were cancelled or failed, since their money came back', () => {
    const cancelled = transaction({
      kind: 'withdrawal',
      code: 'withdrawal',
      amount: '-1',
      status: 'cancelled',
    });
    expect(amountTone(cancelled)).toBe('void');
    expect(amountTone({ ...cancelled, status: 'failed' })).toBe('void');
    expect(amountTone({ ...cancelled, status: 'pending' })).toBe('debit');
  });

  it('shows zero without a sign', () => {
    const zero = transaction({ amount: '0' });
    expect(formatSignedAmount(zero)).toBe('0.0000');
    expect(amountTone(zero)).toBe('zero');
  });

  it('keeps the digits of a currency this client does not know', () => {
    expect(formatSignedAmount(transaction({ currency: 'XYZ', amount: '-3.25' }))).toBe('-3.25');
  });
});

describe('transaction labels', () => {
  it.each([
    ['deposit', 'deposit', 'Deposit'],
    ['withdrawal', 'withdrawal', 'Withdrawal'],
    ['tip', 'tip_sent', 'Tip sent'],
    ['tip', 'tip_received', 'Tip received'],
    ['vault', 'vault_in', 'To vault'],
    ['vault', 'vault_out', 'From vault'],
    ['vault', 'vault_interest', 'Vault'],
  ] as const)('%s/%s reads "%s"', (kind, code, label) => {
    expect(transactionLabel({ kind, code })).toBe(label);
  });

  it('names both sides of a tip and shortens addresses', () => {
    expect(counterpartyText({ code: 'tip_sent', counterparty: 'alice' })).toBe('To alice');
    expect(counterpartyText({ code: 'tip_received', counterparty: 'bob' })).toBe('From bob');
    expect(counterpartyText({ code: 'withdrawal', counterparty: 'TXyz1234567890abcdefghijkLMNOP' })).toBe(
      'TXyz1234…kLMNOP',
    );
    expect(counterpartyText({ code: 'deposit', counterparty: null })).toBeNull();
  });

  it('gives every status a badge, unknown ones in grey', () => {
    expect(statusBadge('pending')).toEqual({ label: 'Pending', color: 'yellow' });
    expect(statusBadge('credited')?.color).toBe('brand');
    expect(statusBadge('failed')?.color).toBe('red');
    expect(statusBadge('on_hold')).toEqual({ label: 'On hold', color: 'gray' });
    expect(statusBadge(null)).toBeNull();
  });
});

describe('transaction paging and filters', () => {
  it('describes the rows shown', () => {
    expect(formatRange(0, 20, 57)).toBe('1-20 of 57');
    expect(formatRange(40, 17, 57)).toBe('41-57 of 57');
    expect(formatRange(0, 0, 0)).toBe('0 of 0');
  });

  it('accepts only kinds the server knows', () => {
    expect(parseTransactionFilter('tip')).toBe('tip');
    expect(parseTransactionFilter('all')).toBeUndefined();
    expect(parseTransactionFilter(null)).toBeUndefined();
  });
});
