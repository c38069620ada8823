/**
 * @module format/serialize
 * JSON for `<script type="application/json">` elements: `<` is escaped so that provider or user
 * text can never close the script element early.
 */

/** @example serializeForScript({ a: '</script>' }) // '{"a":"\\u003c/script>"}' */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
