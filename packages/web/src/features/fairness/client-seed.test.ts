import { rotateSeedRequestSchema } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../ui/form/request-form';
import { randomClientSeed } from './client-seed';

const rules = { schema: rotateSeedRequestSchema, initialValues: { clientSeed: '' } };

describe('client seeds', () => {
  it('makes a different valid seed each time', () => {
    const seeds = new Set(Array.from({ length: 20 }, randomClientSeed));
    expect(seeds.size).toBe(20);
    for (const clientSeed of seeds) expect(validateForm(rules, { clientSeed })).toEqual({});
  });

  it("explains the server's rules in a sentence", () => {
    expect(validateForm(rules, { clientSeed: '   ' })).toEqual({
      clientSeed: 'The client seed must not be empty',
    });
    expect(validateForm(rules, { clientSeed: 'x'.repeat(65) })).toEqual({
      clientSeed: 'The client seed must be at most 64 characters',
    });
    expect(validateForm(rules, { clientSeed: 'héllo' })).toEqual({
      clientSeed: 'The client seed may only contain printable characters',
    });
  });
});
