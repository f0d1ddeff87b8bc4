import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../ui/form/request-form';
import { codeRules, offerRules } from './code-rules';

describe('the redeem code form', () => {
  it('sends numbers as numbers and leaves out what was left empty', () => {
    expect(
      codeRules.toRequest({ ...codeRules.initialValues, code: 'SPRING', rewardUsd: '5', maxUses: '100' }),
    ).toEqual({
      code: 'SPRING',
      rewardUsd: '5',
      currency: undefined,
      maxUses: 100,
      startsAt: undefined,
      expiresAt: undefined,
      wagerRequirementX: undefined,
      minWagerUsd7d: undefined,
    });
  });

  it("puts the contract's complaints beside the fields", () => {
    const errors = validateForm(codeRules, {
      ...codeRules.initialValues,
      code: 'SPRING',
      rewardUsd: '5000',
      maxUses: 'x',
    });
    expect(errors.rewardUsd).toBe('rewardUsd must be at most 1000');
    expect(errors.maxUses).toBe('maxUses must be a whole number');
    expect(errors.code).toBeUndefined();
  });

  it('refuses an end before the start, as the server does', () => {
    const errors = validateForm(codeRules, {
      ...codeRules.initialValues,
      code: 'SPRING',
      rewardUsd: '5',
      maxUses: '10',
      startsAt: '2030-02-01T10:00',
      expiresAt: '2030-01-01T10:00',
    });
    expect(errors).toEqual({ expiresAt: 'expiresAt must be after startsAt' });
  });
});

describe('the offer form', () => {
  const filled = { ...offerRules.initialValues, code: 'BOOST', rollover: '30', days: '7', maxUses: '50' };

  it("sends only the fields of the offer's kind", () => {
    expect(offerRules.toRequest({ ...filled, kind: 'free', amountUsd: '10', percent: '50' })).toMatchObject({
      kind: 'free',
      amountUsd: '10',
    });
    expect(offerRules.toRequest({ ...filled, kind: 'free', amountUsd: '10' })).not.toHaveProperty('percent');
    expect(offerRules.toRequest({ ...filled, percent: '50', maxUsd: '100' })).toMatchObject({
      kind: 'deposit',
      percent: 50,
      maxUsd: '100',
    });
  });

  it('passes a complete offer of either kind', () => {
    expect(validateForm(offerRules, { ...filled, percent: '50', maxUsd: '100' })).toEqual({});
    expect(validateForm(offerRules, { ...filled, kind: 'free', amountUsd: '10' })).toEqual({});
  });
});
