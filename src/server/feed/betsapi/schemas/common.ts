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

/**
 * A number that may be missing, null or an empty string (all mean "none"). The key itself may
 * be absent: zod 4 treats an object key as required unless its schema is `.optional()`, and a
 * union that merely admits `undefined` is not, so a missing key failed the whole object (every
 * soccer timer lacks `q`, every basketball one `ta` and `md`).
 */
export const optionalNumSchema = z
  .union([numSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

/** Text sent as a string or a number (scores "2", ids). */
export const textSchema = z.union([z.string(), z.number()]).transform(String);

/** A 0/1 flag sent as "1", 1, true; a missing key is false (see optionalNumSchema). */
export const flagSchema = z
  .union([z.literal(['0', '1', 0, 1]), z.boolean(), z.null()])
  .optional()
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

/** A list row that could not be read: its id where it has one, and what was wrong. */
export interface RejectedRow {
  id: string | null;
  issue: string;
}

/** Rejected rows described in one answer; a broken feed can send thousands. */
const REJECTED_KEPT = 50;

function rawIdOf(row: unknown): string | null {
  if (typeof row !== 'object' || row === null || !('id' in row)) return null;
  const id = row.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 20) : null;
}

/**
 * Validates list rows one by one so that one malformed row costs only itself.
 * @example parseRows([{ id: '1' }, 'x'], z.object({ id: idSchema })) // { rows: [{ id: 1 }], invalid: 1, issues: [...], rejected: [{ id: null, ... }] }
 */
export function parseRows<T extends z.ZodType>(
  rows: readonly unknown[],
  schema: T,
): { rows: z.output<T>[]; invalid: number; issues: string[]; rejected: RejectedRow[] } {
  const out: z.output<T>[] = [];
  const rejected: RejectedRow[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) out.push(parsed.data);
    else if (rejected.length < REJECTED_KEPT)
      rejected.push({ id: rawIdOf(row), issue: describeIssues(parsed.error) });
  }
  // Only the first few issues are kept for a summary line.
  const issues = rejected.slice(0, 3).map((r) => r.issue);
  return { rows: out, invalid: rows.length - out.length, issues, rejected };
}

/** A short, log-friendly summary of a zod error: the first few paths and messages. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}
