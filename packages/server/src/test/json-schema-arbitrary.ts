import fc from 'fast-check';

/** The part of JSON Schema that the OpenAPI document of our routes uses (zod's output). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/**
 * Strings that have broken servers, or that a schema's checks must refuse: control and
 * zero-width characters, combining marks, a lone surrogate, digits that are not ASCII,
 * numbers written as exponents and hex, the names of Object.prototype's members, quotes
 * that end SQL and paths that climb out of a folder.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u200b',
  'a\u200db',
  '\ufeff1',
  '\u202eevil',
  'e\u0301\u0301\u0301\u0301',
  '\ud800',
  '١٢٣',
  '１２３',
  '1e308',
  '1e-400',
  '-1e30',
  '0x10',
  '0b11',
  '-0',
  '00001',
  '1_000',
  ' 1 ',
  '1.',
  '.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '99999999999999999999999999999999999999',
  '0.000000000000000000000000000001',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  "' OR '1'='1' --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  '😀'.repeat(40),
];

/** Values of the wrong type for any field, and some that are right in type and absurd in size. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [null],
  {},
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  'x'.repeat(10_000),
  deepArray(200),
];

function deepArray(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** A short string within the schema's lengths, made of characters a form would send. */
function plainString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
  return fc.string({ minLength, maxLength });
}

/** Addresses every checker takes (the RFC allows more than ours and zod's do). */
const EMAIL = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.stringMatching(/^[a-z]{1,10}$/),
    fc.constantFrom('com', 'io', 'de'),
  )
  .map(([local, domain, top]) => `${local}@${domain}.${top}`);

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return EMAIL;
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    } catch {
      // A pattern JavaScript cannot compile is left to the plain strings.
    }
  }
  const choices: fc.Arbitrary<string>[] = [plainString(schema)];
  // Amounts and counts are strings in our contracts: numbers as text, at the edges too.
  const numbers = [
    '0',
    '1',
    '0.5',
    '0.00000001',
    '100',
    '1000000',
    '-1',
    '12345678901234567890.123456789',
  ].filter(fits);
  if (numbers.length > 0) choices.push(fc.constantFrom(...numbers));
  if (schema.minLength !== undefined) choices.push(fc.constant('a'.repeat(schema.minLength)));
  if (schema.maxLength !== undefined && schema.maxLength <= 10_000) {
    choices.push(fc.constant('a'.repeat(schema.maxLength)));
  }
  return fc.oneof(...choices);
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
  const min = Math.max(low, Number.MIN_SAFE_INTEGER);
  const max = Math.min(Math.max(high, min), Number.MAX_SAFE_INTEGER);
  const edges = fc.constantFrom(min, max);
  if (integer) return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), edges);
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), edges);
}

/**
 * Values the schema allows, edges included (the shortest and longest strings, the least
 * and greatest numbers, optional fields there or not).
 */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => validValue(alternative, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return validString(schema);
        case 'integer':
          return validNumber(schema, true);
        case 'number':
          return validNumber(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array': {
          const minLength = schema.minItems ?? 0;
          const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
          if (depth > 6) return fc.constant([]);
          return fc.array(validValue(schema.items ?? {}, depth + 1), { minLength, maxLength });
        }
        case 'object': {
          if (depth > 6) return fc.constant({});
          const properties = schema.properties ?? {};
          const shape: Record<string, fc.Arbitrary<unknown>> = {};
          for (const [key, property] of Object.entries(properties))
            shape[key] = validValue(property, depth + 1);
          return fc.record(shape, {
            requiredKeys: (schema.required ?? []).filter((key) => key in properties),
          });
        }
        default:
          return fc.constant(null);
      }
    }),
  );
}

/** Values the schema must refuse, or that test its edges from outside: wrong types, hostile text, sizes out of range. */
export function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const choices: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...HOSTILE_VALUES),
    fc.constantFrom(...HOSTILE_STRINGS),
  ];
  const types = typesOf(schema);
  if (types.includes('string')) {
    if (schema.maxLength !== undefined) choices.push(fc.constant('a'.repeat(schema.maxLength + 1)));
    if (schema.minLength) choices.push(fc.constant('a'.repeat(schema.minLength - 1)));
    choices.push(fc.string({ unit: 'binary', maxLength: 40 }));
  }
  if (types.includes('integer') || types.includes('number')) {
    if (schema.minimum !== undefined) choices.push(fc.constant(schema.minimum - 1));
    if (schema.maximum !== undefined) choices.push(fc.constant(schema.maximum + 1));
    choices.push(fc.constantFrom(0.1, -0.000001, 2 ** 53, -(2 ** 63)));
  }
  return fc.oneof(...choices);
}

/**
 * An object for an object schema in which some fields are valid and some hostile: valid
 * values get a request past the first checks, so the hostile one meets the code behind.
 * Unknown and prototype keys are added at times.
 */
export function mixedObject(
  schema: JsonSchema,
  /** A field's own values in place of its schema's valid ones (another player's ids, say). */
  override?: (key: string) => fc.Arbitrary<unknown> | undefined,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const required = new Set(schema.required ?? []);
  return fc
    .tuple(
      fc.tuple(
        ...keys.map((key) => {
          const property = properties[key] ?? {};
          const value = fc.oneof(
            { weight: 3, arbitrary: override?.(key) ?? validValue(property) },
            { weight: 1, arbitrary: hostileValue(property) },
          );
          return required.has(key)
            ? value.map((v) => ({ v }))
            : fc.option(
                value.map((v) => ({ v })),
                { nil: undefined },
              );
        }),
      ),
      // An unknown or prototype key in one object of five.
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('extra', '__proto__', 'constructor', 'isAdmin', 'userId') },
      ),
    )
    .map(([values, extraKey]) => {
      const object: Record<string, unknown> = {};
      keys.forEach((key, index) => {
        const chosen = values[index];
        if (chosen !== undefined)
          Object.defineProperty(object, key, {
            value: chosen.v,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      });
      // defineProperty, so "__proto__" becomes a key of its own and reaches the JSON text.
      if (extraKey) Object.defineProperty(object, extraKey, { value: { polluted: true }, enumerable: true });
      return object;
    });
}
