import { describe, expect, it } from 'vitest';
import { codeOrNothing, missingCodeProblem } from './totp-code';

describe('two-factor code field', () => {
  it('sends nothing for an empty field, and the digits without spaces otherwise', () => {
    expect(codeOrNothing('')).toBeUndefined();
    expect(codeOrNothing('   ')).toBeUndefined();
    expect(codeOrNothing('123 456')).toBe('123456');
  });

  it('asks for the code only when two-factor is on', () => {
    expect(missingCodeProblem(false, '')).toBeNull();
    expect(missingCodeProblem(true, '')).toBe('Enter the code from your authenticator app');
    expect(missingCodeProblem(true, '123456')).toBeNull();
  });
});
