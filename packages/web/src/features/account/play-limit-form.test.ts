import { type PlayLimit, setPlayLimitRequestSchema, staffPlayLimitRequestSchema } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { limitFigures, limitTitle, playLimitFormRules, typedMinutes } from '../../lib/play-limits';
import { parseRequest, validateForm } from '../../ui/form/request-form';

const rules = playLimitFormRules(setPlayLimitRequestSchema);
const values = (amountUsd: string, kind = 'loss', period = 'day') => ({
  kind,
  period,
  amountUsd,
  hours: '',
  amountMinutes: '',
});
const time = (hours: string, amountMinutes: string, period = 'day') => ({
  kind: 'time',
  period,
  amountUsd: '',
  hours,
  amountMinutes,
});

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

  it('sends a time limit typed in hours and minutes as minutes', () => {
    expect(validateForm(rules, time('1', '30'))).toEqual({});
    expect(parseRequest(rules.schema, rules.toRequest(time(' 2 ', '', 'week')))).toEqual({
      ok: true,
      request: { kind: 'time', period: 'week', amountMinutes: 120 },
    });
    expect(typedMinutes('', '45')).toBe(45);
    expect(typedMinutes('1.5', '0')).toBeNaN();
  });

  it('refuses a time of nothing, a fraction, text or more than 31 days, beside the boxes', () => {
    expect(validateForm(rules, time('', '')).amountMinutes).toBe('A time limit is at least 1 minute');
    expect(validateForm(rules, time('0', '0')).amountMinutes).toBe('A time limit is at least 1 minute');
    expect(validateForm(rules, time('745', '0')).amountMinutes).toBe(
      'A time limit is at most 31 days (44,640 minutes)',
    );
    expect(validateForm(rules, time('', '2.5')).amountMinutes).toMatch(/whole number of minutes/);
    expect(validateForm(rules, time('two', '')).hours).toBe('Hours must be a whole number');
  });

  it('refuses an unknown kind or period, and works with the staff contract too', () => {
    expect(validateForm(rules, values('10', 'session')).kind).toBe(
      'kind must be deposit, loss, wager or time',
    );
    expect(validateForm(rules, values('10', 'loss', 'year')).period).toBe(
      'period must be day, week or month',
    );
    const staff = playLimitFormRules(staffPlayLimitRequestSchema);
    expect(validateForm(staff, values('10'))).toEqual({});
    expect(validateForm(staff, time('3', '0'))).toEqual({});
  });

  it('names a limit and its figures as people read them', () => {
    expect(limitTitle('loss', 'day')).toBe('Daily loss limit');
    expect(limitTitle('deposit', 'month')).toBe('Monthly deposit limit');
    expect(limitTitle('time', 'week')).toBe('Weekly time limit');
    const limit: PlayLimit = {
      kind: 'time',
      period: 'day',
      amountMinutes: 90,
      usedMinutes: 125,
      resetsAt: '2026-12-05T00:00:00.000Z',
      setBy: 'player',
      pending: { amountMinutes: null, confirmableAt: '2026-12-05T10:00:00.000Z' },
    };
    expect(limitFigures(limit, (usd) => `$${usd}`)).toEqual({
      amount: '1 h 30 min',
      used: '2 h 5 min',
      usedWord: 'played',
      pending: null,
    });
  });
});
