/**
 * @module read/json-text
 * JSON columns read back: stored as text (db/schema), a missing or unreadable one reads as a
 * fallback rather than failing the whole read.
 */
export function json<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
