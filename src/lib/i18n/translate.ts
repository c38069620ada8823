/**
 * @module i18n/translate
 * The islands' translate function: a flat key lookup with i18next's `{{name}}` interpolation,
 * which is all our resources use (flat dotted keys, no plurals, nesting or formatters). The
 * browser would otherwise download i18next (about 12 KB gzip) for this. A test checks that it
 * gives exactly what i18next gives for every key of every language.
 */
import type { Language } from '../domain/languages';
import type { MessageKey, Messages, Translate, TranslateVars } from './messages';
import { messagesOf, messagesVersion } from './source';

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/**
 * Fills `{{name}}` placeholders; one without a value stays as written (as i18next leaves it).
 * @example formatMessage('{{n}} waiting', { n: 3 }) // '3 waiting'
 */
export function formatMessage(template: string, vars?: TranslateVars): string {
  if (!vars || !template.includes('{{')) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

const cache = new Map<Language, { version: number; t: Translate }>();
/** Messages that arrived after the page (a lazily loaded part's wording), per language. */
const later = new Map<Language, Partial<Messages>>();

/**
 * Adds wording a lazily loaded part brings with it (the match panels'): every translate
 * function of the language, made before or after, reads it from now on.
 */
export function addMessages(lang: Language, messages: Partial<Messages>): void {
  later.set(lang, { ...later.get(lang), ...messages });
}

/**
 * A typed translate function for one language. A missing key shows the key itself (and the
 * key-completeness test fails), never an empty string.
 * @example createLightTranslate('en')('shell.tabs.inplay') // 'Sports In-play'
 */
export function createLightTranslate(lang: Language): Translate {
  const cached = cache.get(lang);
  if (cached && cached.version === messagesVersion()) return cached.t;
  const messages: Partial<Messages> = messagesOf(lang) ?? {};
  const t: Translate = (key: MessageKey, vars) =>
    formatMessage(messages[key] ?? later.get(lang)?.[key] ?? key, vars);
  cache.set(lang, { version: messagesVersion(), t });
  return t;
}
