/**
 * @module languages
 * The product's language codes (spec §1: kr default, en, jp) and their ISO forms for HTML.
 */

export const LANGUAGES = ['kr', 'en', 'jp'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'kr';

/** `<html lang>` and `hreflang` need ISO 639-1 codes, not the product's own. */
export const HTML_LANG = { kr: 'ko', en: 'en', jp: 'ja' } as const satisfies Record<
  Language,
  string
>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the language by the spec's precedence: `?lang=` first, then the `lang` cookie, then the
 * browser's stored choice, then the operator's default. Unknown codes are skipped, not errors.
 * @example resolveLanguage({ query: 'jp', cookie: 'en' }) // 'jp'
 */
export function resolveLanguage(sources: {
  query?: string | null;
  cookie?: string | null;
  stored?: string | null;
  fallback?: Language;
}): Language {
  for (const candidate of [sources.query, sources.cookie, sources.stored]) {
    if (isLanguage(candidate)) return candidate;
  }
  return sources.fallback ?? DEFAULT_LANGUAGE;
}
