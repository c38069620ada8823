/**
 * @module admin/problems
 * What is wrong with a field of an operator form: a problem the console finds itself (shown in
 * the page's language) or the server's own message from a 400 answer naming the field.
 */

export type Problem =
  | { kind: 'tooLong'; max: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'assetUrl' }
  | { kind: 'server'; message: string };

/** Problems by field name; a form is sent only when it has none. */
export type Problems = Record<string, Problem>;

/** One `details` entry of an error answer (`{ error: { details: [{ field, message }] } }`). */
interface Detail {
  field: string;
  message: string;
}

function isDetail(value: unknown): value is Detail {
  if (typeof value !== 'object' || value === null) return false;
  const { field, message } = value as Record<string, unknown>;
  return typeof field === 'string' && typeof message === 'string';
}

/**
 * The fields a 400 answer names, with the server's message (the first one per field). `body`
 * alone (the whole value was refused) is kept too, so the form can show it at its top.
 * @example serverProblems({ error: { details: [{ field: 'duration.value', message: 'Too big' }] } })
 * // { 'duration.value': { kind: 'server', message: 'Too big' } }
 */
export function serverProblems(body: unknown): Problems {
  const details = (body as { error?: { details?: unknown } } | undefined)?.error?.details;
  const problems: Problems = {};
  if (!Array.isArray(details)) return problems;
  for (const detail of details) {
    if (isDetail(detail) && !(detail.field in problems)) {
      problems[detail.field] = { kind: 'server', message: detail.message };
    }
  }
  return problems;
}

/** Whether a form may be sent. */
export function hasProblems(problems: Problems): boolean {
  return Object.keys(problems).length > 0;
}

/** A too-long problem when `text` has more than `max` characters. */
export function lengthProblem(text: string, max: number): Problem | null {
  return text.length > max ? { kind: 'tooLong', max } : null;
}

/** Drops the fields without a problem. */
export function collect(entries: Record<string, Problem | null>): Problems {
  const problems: Problems = {};
  for (const [field, problem] of Object.entries(entries)) if (problem) problems[field] = problem;
  return problems;
}
