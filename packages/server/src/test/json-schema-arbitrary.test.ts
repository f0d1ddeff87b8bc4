import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type JsonSchema, mixedObject, validValue } from './json-schema-arbitrary';

/**
 * The fuzzer's valid values must be valid: each schema below is written in zod, turned
 * into JSON Schema as the OpenAPI document turns our contracts, and every value
 * generated from that must parse with the zod schema it came from.
 */
const SCHEMAS = {
  bounded: z.object({
    username: z.string().min(3).max(14),
    currency: z.enum(['BTC', 'USDT']),
    amount: z.string(),
    count: z.number().int().min(1).max(100),
    ratio: z.number().min(0).max(1),
    note: z.string().max(500).optional(),
    private: z.boolean(),
  }),
  formats: z.object({ id: z.uuid(), email: z.email(), at: z.iso.datetime() }),
  nested: z.object({
    list: z.array(z.object({ slug: z.string().regex(/^[a-z]{2,8}$/) })).max(3),
    choice: z.union([z.literal('a'), z.number().int().min(5).max(6)]),
    maybe: z.string().nullable(),
  }),
};

describe('values generated from a JSON Schema', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`are all valid for the "${name}" schema they came from`, () => {
      const json = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
      fc.assert(
        fc.property(validValue(json), (value) => {
          expect(schema.safeParse(value).error?.issues).toBeUndefined();
        }),
        { numRuns: 300 },
      );
    });
  }

  it('mix valid fields with hostile ones, keeping the required ones present', () => {
    const json = z.toJSONSchema(SCHEMAS.bounded, { io: 'input' }) as JsonSchema;
    let refused = 0;
    fc.assert(
      fc.property(mixedObject(json), (value) => {
        for (const key of json.required ?? []) expect(Object.hasOwn(value, key)).toBe(true);
        if (!SCHEMAS.bounded.safeParse(value).success) refused += 1;
      }),
      { numRuns: 300 },
    );
    // Most mixed objects hold a hostile field or an unknown key the schema refuses.
    expect(refused).toBeGreaterThan(150);
  });
});
