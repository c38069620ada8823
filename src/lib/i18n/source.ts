/**
 * @module i18n/source
 * Where messages come from: the server provides every language at start; the browser reads the
 * page's language from the JSON script the layout renders. Shared by the i18next runtime (server
 * rendering of `.astro` pages) and the light translator of the islands.
 */
import { DEFAULT_LANGUAGE, type Language } from '../domain/languages';
import { MESSAGES_ELEMENT_ID, type Messages } from './messages';

export type MessageLoader = (lang: Language) => Messages | undefined;

const fromPage: MessageLoader = (lang) => {
  if (typeof document === 'undefined') return undefined;
  const el = document.getElementById(MESSAGES_ELEMENT_ID);
  if (!el?.textContent || el.dataset.lang !== lang) return undefined;
  return JSON.parse(el.textContent) as Messages;
};

let loader: MessageLoader = fromPage;
let version = 0;

/** Replaces where messages come from (the server registers every language at start). */
export function provideMessages(next: MessageLoader): void {
  loader = next;
  version++;
}

/** Changes whenever `provideMessages` is called, so caches built on the old loader are dropped. */
export function messagesVersion(): number {
  return version;
}

/** A language's messages, else the default language's, else none. */
export function messagesOf(lang: Language): Messages | undefined {
  return loader(lang) ?? (lang === DEFAULT_LANGUAGE ? undefined : loader(DEFAULT_LANGUAGE));
}
