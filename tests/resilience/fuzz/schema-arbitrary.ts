/**
 * @module resilience/fuzz/schema-arbitrary
 * fast-check arbitraries from the API's JSON schemas: values the schema accepts (so a call gets
 * past validation into the handler), and hostile values (wrong types, edge numbers, long and
 * odd text) to put where the schema expects something else.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi-model';

/** Text that has broken parsers and queries elsewhere: kept small, mixed into every string. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '0x1F',
  '1e3',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '9'.repeat(40),
  "1' OR '1'='1",
  '1; DROP TABLE users; --',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  '\u0000',
  '\u202e\u0000\ud800',
  '💥🏟️⚽',
  '가나다',
  'a'.repeat(5_000),
  '__proto__',
  'constructor',
] as const;

/** Numbers at the edges of what JSON, SQLite and JavaScript integers hold. */
const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
];

/** Any JSON value of a wrong kind for most fields, nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 50 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      // Parsed, not written as a literal: a literal `__proto__` sets the prototype instead.
      JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'),
      Array.from({ length: 2_000 }, (_, i) => i),
    ),
  },
);

/** Types a schema allows, with `integer` as its own kind. */
function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      const re = new RegExp(schema.pattern, 'u');
      return fc.stringMatching(re).filter((s) => s.length <= (schema.maxLength ?? 1_000));
    } catch {
      // A pattern fast-check cannot read: plain text, which the server may refuse.
    }
  }
  return fc.string({
    unit: 'grapheme',
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 200),
  });
}

function integerFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min =
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + 1
      : (schema.minimum ?? Number.MIN_SAFE_INTEGER);
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  // Small values hit stored rows (ids start at 1); the full range finds the edges.
  return fc.oneof(
    fc.integer({ min: Math.max(min, -10), max: Math.min(max, 2_000) }),
    fc.integer({ min, max }),
  );
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties)) model[key] = validValue(sub, depth + 1);
  const record = fc.record(model, { requiredKeys: schema.required ?? [] });
  const extra = schema.additionalProperties;
  if (Object.keys(properties).length === 0 && extra && typeof extra === 'object') {
    return fc.dictionary(fc.string({ maxLength: 8 }), validValue(extra, depth + 1), {
      maxKeys: 5,
    });
  }
  return record;
}

/**
 * Values the schema accepts (as far as JSON Schema says; the server may check more).
 * @example fc.sample(validValue({ type: 'integer', minimum: 1, maximum: 3 }), 2) // [2, 1]
 */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, depth + 1)));
  const kinds = typesOf(schema);
  if (kinds.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...kinds.map((kind) => valueOfKind(kind, schema, depth)));
}

function valueOfKind(kind: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return integerFor(schema);
    case 'number':
      return fc.oneof(integerFor(schema), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 5, 60),
      });
    case 'object':
      return objectFor(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A body built against the schema: valid, one field replaced by a hostile value, a required
 * field left out, unknown fields added, or any JSON at all.
 */
export function bodyAgainst(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = validValue(schema);
  const keys = Object.keys(schema.properties ?? {});
  const variants: fc.WeightedArbitrary<unknown>[] = [{ weight: 4, arbitrary: valid }];
  if (keys.length > 0) {
    variants.push({
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...keys), hostileValue)
        .map(([body, key, value]) => ({ ...(body as object), [key]: value })),
    });
    variants.push({
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...keys))
        .map(([body, key]) => omit(body as Record<string, unknown>, key)),
    });
  }
  variants.push({
    weight: 1,
    arbitrary: fc
      .tuple(valid, fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 3 }))
      .map(([body, extra]) => (isObject(body) ? { ...extra, ...body } : body)),
  });
  variants.push({ weight: 1, arbitrary: hostileValue });
  return fc.oneof(...variants);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function omit(body: Record<string, unknown>, key: string): Record<string, unknown> {
  if (!isObject(body)) return body;
  const copy = { ...body };
  delete copy[key];
  return copy;
}
