/**
 * @module i18n/messages.server
 * All languages' messages, for server rendering. Node-only: the browser gets just its page's
 * language from the layout.
 */
import type { Language } from '../domain/languages';
import en from './locales/en.json';
import jp from './locales/jp.json';
import kr from './locales/kr.json';
import type { Messages } from './messages';
import { provideMessages } from './runtime';

export const ALL_MESSAGES: Record<Language, Messages> = { kr, en, jp };

/**
 * Keys only server-rendered markup reads (no island asks for them): they stay out of the
 * messages every page ships, which would otherwise grow every route's HTML budget.
 */
const SERVER_ONLY_PREFIXES = ['pages.results.'] as const;

function forBrowser(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).filter(
      ([key]) => !SERVER_ONLY_PREFIXES.some((p) => key.startsWith(p)),
    ),
  ) as Messages;
}

/** The messages a page ships to its islands, per language. */
export const BROWSER_MESSAGES: Record<Language, Messages> = {
  kr: forBrowser(kr),
  en: forBrowser(en),
  jp: forBrowser(jp),
};

let provided = false;

/** Registers every language with the runtime once per process. */
export function provideServerMessages(): void {
  if (provided) return;
  provideMessages((lang) => ALL_MESSAGES[lang]);
  provided = true;
}
