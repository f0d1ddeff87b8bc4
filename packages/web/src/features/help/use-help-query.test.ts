import { describe, expect, it } from 'vitest';
import { cleanHelpQuery } from './use-help-query';

describe('cleanHelpQuery', () => {
  it('trims, drops control characters and cuts to what the server takes', () => {
    expect(cleanHelpQuery('  deposit  ')).toBe('deposit');
    expect(cleanHelpQuery('two\tfactor\ncode')).toBe('two factor code');
    expect(cleanHelpQuery('\u0000')).toBe('');
    expect(cleanHelpQuery('a'.repeat(150))).toHaveLength(100);
  });
});
