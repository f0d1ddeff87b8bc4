import { MAX_COMMISSION_PERCENT } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../ui/form/request-form';
import { commissionRules } from './commission-rules';

describe('the commission form', () => {
  it('sends the percent as a number, and empty text as the default (null)', () => {
    expect(commissionRules.toRequest({ percent: ' 12.5 ' })).toEqual({ percent: 12.5 });
    expect(commissionRules.toRequest({ percent: '  ' })).toEqual({ percent: null });
  });

  it('refuses a percent the server would refuse', () => {
    expect(validateForm(commissionRules, { percent: String(MAX_COMMISSION_PERCENT + 1) })).toHaveProperty(
      'percent',
    );
    expect(validateForm(commissionRules, { percent: 'ten' })).toHaveProperty('percent');
    expect(validateForm(commissionRules, { percent: '7' })).toEqual({});
  });
});
