/**
 * @module feed/betsapi/schemas/common
 * Building blocks of the BetsAPI response schemas. BetsAPI sends most values as strings
 * ("2.050", "1"), sometimes as numbers, and PHP's empty arrays (`[]`) where an object is empty,
 * so every primitive here accepts both spellings and yields one type.
 * @see ../../../../../../shared/reference/betsapi-shapes.md
 */
import { z } from 'zod';

/** A numeric id sent as a string or a number. */
export const idSchema = z
  .union([z.string().regex(/^\d{1,15}$/), z.number().int().nonnegative()])
  .transform(Number);

/** A number sent as a string ("2.050", "-0.5") or a number. */
export const numSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^[-+]?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().finite());

/** A number that may be missing, null or an empty string (all mean "none"). */
export const optionalNumSchema = z
  .union([numSchema, z.literal(''), z.null(), z.undefined()])
  .transform((v) => (typeof v === 'number' ? v : null));

/** Text sent as a string or a number (scores "2", ids). */
export const textSchema = z.union([z.string(), z.number()]).transform(String);

/** A 0/1 flag sent as "1", 1, true. */
export const flagSchema = z
  .union([z.literal(['0', '1', 0, 1]), z.boolean(), z.null(), z.undefined()])
  .transform((v) => v === '1' || v === 1 || v === true);

/** An object, or PHP's `[]` for an empty one. */
export function phpRecord<T extends z.ZodType>(value: T) {
  return z.union([
    z.record(z.string(), value),
    z
      .array(z.unknown())
      .max(0)
      .transform((): Record<string, z.output<T>> => ({})),
  ]);
}

/**
 * An object schema that also takes PHP's `[]` (BetsAPI's answer when there is nothing, e.g. a
 * league without a table) as the object parsed from `{}`.
 */
export function orEmptyArray<T extends z.ZodType>(schema: T) {
  return z.union([
    schema,
    z
      .array(z.unknown())
      .max(0)
      .transform(() => schema.parse({})),
  ]);
}

/** A league, team or person reference: `{id, name, cc, image_id}`. */
export const refSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1).max(200),
  cc: z.string().max(8).nullish(),
  image_id: z.union([z.string(), z.number()]).nullish(),
});
export type RefRow = z.output<typeof refSchema>;

/** A reference whose id may be missing (a few league-table and top-list teams have none). */
export const looseRefSchema = refSchema.extend({ id: idSchema.nullish() });

export const pagerSchema = z.object({
  page: numSchema,
  per_page: numSchema,
  total: numSchema,
});
export type Pager = z.output<typeof pagerSchema>;

/** Every successful response: `success` 1 and `results`, plus `pager` on paged lists. */
export const envelopeSchema = z.object({
  success: z.union([z.literal([1, '1']), z.literal(true)]),
  results: z.unknown(),
  pager: pagerSchema.optional().catch(undefined),
});

/** A failed response: `success` 0 and an R-Errors code such as AUTHORIZE_FAILED. */
export const errorEnvelopeSchema = z.object({
  success: z.union([z.literal([0, '0']), z.literal(false)]),
  error: z.string().max(100).optional(),
  error_detail: z.unknown().optional(),
});

/**
 * Validates list rows one by one so that one malformed row costs only itself.
 * @example parseRows([{ id: '1' }, 'x'], z.object({ id: idSchema })) // { rows: [{ id: 1 }], invalid: 1, issues: [...] }
 */
export function parseRows<T extends z.ZodType>(
  rows: readonly unknown[],
  schema: T,
): { rows: z.output<T>[]; invalid: number; issues: string[] } {
  const out: z.output<T>[] = [];
  const issues: string[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) out.push(parsed.data);
    // Only the first few are kept: one bad feed can have thousands of rows.
    else if (issues.length < 3) issues.push(describeIssues(parsed.error));
  }
  return { rows: out, invalid: rows.length - out.length, issues };
}

/** A short, log-friendly summary of a zod error: the first few paths and messages. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}
