/**
 * @module http/conditional
 * Conditional GET (RFC 9110 §13.1.2): a client that sends the ETag it holds in `If-None-Match`
 * gets `304 Not Modified` without a body while the answer has not changed.
 */

/** Strips the weak marker: If-None-Match uses the weak comparison. */
function opaque(tag: string): string {
  const trimmed = tag.trim();
  return trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed;
}

/**
 * Whether an `If-None-Match` header names `etag` (or is `*`).
 * @example notModified('W/"abc-1", "def-2"', 'W/"def-2"') // true
 */
export function notModified(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}

/** `Cache-Control` of an answer: shared caches for `maxAge` seconds, or revalidate every time. */
export function cacheControl(maxAge: number | undefined): string {
  return maxAge && maxAge > 0 ? `public, max-age=${maxAge}` : 'no-cache';
}
