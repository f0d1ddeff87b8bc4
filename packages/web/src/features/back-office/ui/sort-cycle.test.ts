import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort } from './sort-cycle';

describe('a sortable column heading', () => {
  it('goes ascending, descending, then back to the list’s own order', () => {
    expect(nextSort('amount', undefined)).toBe('amount');
    expect(nextSort('amount', 'amount')).toBe('-amount');
    expect(nextSort('amount', '-amount')).toBeUndefined();
    // Another column's order is replaced, not combined.
    expect(nextSort('amount', '-createdAt')).toBe('amount');
  });

  it('tells assistive technology which way it is sorted', () => {
    expect(ariaSort('amount', 'amount')).toBe('ascending');
    expect(ariaSort('amount', '-amount')).toBe('descending');
    expect(ariaSort('amount', 'username')).toBe('none');
    expect(ariaSort('amount', undefined)).toBe('none');
  });
});
