import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail (docs/product.md#input-rules)', () => {
  it('masks the local part after its first 8 characters', () => {
    expect(maskEmail('jonathan.smith@example.com')).toBe('jonathan******@example.com');
    expect(maskEmail('abcdefghi@x.io')).toBe('abcdefgh*@x.io');
  });

  it('leaves short local parts and non-addresses alone', () => {
    expect(maskEmail('short@example.com')).toBe('short@example.com');
    expect(maskEmail('exactly8@example.com')).toBe('exactly8@example.com');
    expect(maskEmail('no-at-sign')).toBe('no-at-sign');
  });
});
