import { setPlayLimitRequestSchema, staffPlayLimitRequestSchema } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { limitTitle, playLimitFormRules } from '../../lib/play-limits';
import { parseRequest, validateForm } from '../../ui/form/request-form';

const rules = playLimitFormRules(setPlayLimitRequestSchema);
const values = (amountUsd: string, kind = 'loss', period = 'day') => ({ kind, period, amountUsd });

describe('the limit form', () => {
  it('sends a trimmed dollar amount with its kind and period', () => {
    expect(validateForm(rules, values(' 25.50 '))).toEqual({});
    expect(parseRequest(rules.schema, rules.toRequest(values(' 25.50 ', 'wager', 'week')))).toEqual({
      ok: true,
      request: { kind: 'wager', period: 'week', amountUsd: '25.50' },
    });
  });

  it("refuses, beside the amount, what the server's contract refuses", () => {
    for (const amount of ['', '-5', '0.5', '12.345', 'ten', '10000001']) {
      expect(Object.keys(validateForm(rules, values(amount)))).toEqual(['amountUsd']);
    }
    expect(validateForm(rules, values('0.5')).amountUsd).toBe('A limit is at least $1');
  });

  it('refuses an unknown kind or period, and works with the staff contract too', () => {
    expect(validateForm(rules, values('10', 'session')).kind).toBe('kind must be deposit, loss or wager');
    expect(validateForm(rules, values('10', 'loss', 'year')).period).toBe(
      'period must be day, week or month',
    );
    const staff = playLimitFormRules(staffPlayLimitRequestSchema);
    expect(validateForm(staff, values('10'))).toEqual({});
  });

  it('names a limit as people read it', () => {
    expect(limitTitle('loss', 'day')).toBe('Daily loss limit');
    expect(limitTitle('deposit', 'month')).toBe('Monthly deposit limit');
  });
});
