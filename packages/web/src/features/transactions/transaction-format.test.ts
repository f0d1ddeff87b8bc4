import { TRANSFER_CODES, type Transaction } from '@ante/core';
import { describe, expect, it } from 'vitest';
import {
  amountTone,
  counterpartyText,
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
      code: 'tip',
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
    ['deposit', '1', 'Deposit'],
    ['withdrawal', '-1', 'Withdrawal'],
    ['tip', '-1', 'Tip sent'],
    ['tip', '1', 'Tip received'],
    ['vault_in', '-1', 'To vault'],
    ['vault_out', '1', 'From vault'],
    ['bonus', '1', 'Welcome bonus'],
    ['level_up_bonus', '1', 'Level-up bonus'],
    ['withdrawal_fee', '-1', 'Withdrawal fee'],
    ['withdrawal_fee_collected', '-1', 'Withdrawal fee collected'],
  ] as const)('%s of %s reads "%s"', (code, amount, label) => {
    expect(transactionLabel({ code, amount })).toBe(label);
  });

  it('labels every transfer code the ledger has, each with words of its own', () => {
    const codeByLabel = new Map<string, string>();
    for (const code of TRANSFER_CODES) {
      for (const amount of ['1', '-1']) {
        const label = transactionLabel({ code, amount });
        expect(label).toMatch(/^[A-Z][a-z -]+$/);
        // Two codes under one label is how a level-up bonus came to read "Welcome bonus".
        const owner = codeByLabel.get(label);
        if (owner !== undefined) expect(owner).toBe(code);
        codeByLabel.set(label, code);
      }
    }
  });

  it('names both sides of a tip and shortens addresses', () => {
    expect(counterpartyText({ code: 'tip', counterparty: 'alice', amount: '-1' })).toBe('To alice');
    expect(counterpartyText({ code: 'tip', counterparty: 'bob', amount: '0.5' })).toBe('From bob');
    expect(
      counterpartyText({ code: 'withdrawal', counterparty: 'TXyz1234567890abcdefghijkLMNOP', amount: '-1' }),
    ).toBe('TXyz1234…kLMNOP');
    expect(counterpartyText({ code: 'deposit', counterparty: null, amount: '1' })).toBeNull();
  });

  it('gives every status a badge, unknown ones in grey', () => {
    expect(statusBadge('pending')).toEqual({ label: 'Pending', color: 'yellow' });
    expect(statusBadge('credited')?.color).toBe('brand');
    expect(statusBadge('failed')?.color).toBe('red');
    expect(statusBadge('on_hold')).toEqual({ label: 'On hold', color: 'gray' });
    expect(statusBadge(null)).toBeNull();
  });
});

describe('transaction filters', () => {
  it('accepts only kinds the server knows', () => {
    expect(parseTransactionFilter('tip')).toBe('tip');
    expect(parseTransactionFilter('all')).toBeUndefined();
    expect(parseTransactionFilter(null)).toBeUndefined();
  });
});
