/**
 * @module api/whole-number
 * Whole numbers in paths and queries, read strictly: only canonical decimal digits,
 * so `0x1F`, ` 1 `, `1e2`, `1.0` and `007` are refused with a 400 naming the field rather than
 * read as some other number. A number already parsed (a normalised query, a JSON body) is
 * taken as it is.
 */
import { z } from 'zod';

const DECIMAL = /^(?:0|-?[1-9][0-9]*)$/;

/**
 * A whole number from `min` to `max`.
 * @example wholeNumber().safeParse('0x1F').success // false
 * @example wholeNumber(0, 10).parse('7') // 7
 */
export function wholeNumber(min = 1, max = Number.MAX_SAFE_INTEGER) {
  const message = `Expected a whole number from ${min} to ${max}, in decimal digits`;
  return z
    .union([z.number(), z.string().regex(DECIMAL, message).max(17, message).transform(Number)], {
      error: message,
    })
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

/** A positive database id (`/players/{id}`). */
export const positiveId = () => wholeNumber(1, Number.MAX_SAFE_INTEGER);
