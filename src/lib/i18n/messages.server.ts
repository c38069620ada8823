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

let provided = false;

/** Registers every language with the runtime once per process. */
export function provideServerMessages(): void {
  if (provided) return;
  provideMessages((lang) => ALL_MESSAGES[lang]);
  provided = true;
}
