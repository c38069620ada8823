/**
 * @module i18n/messages
 * Message key type, derived from the Korean resource (the source and fallback language).
 */
import type kr from './locales/kr.json';

export type MessageKey = keyof typeof kr;
export type Messages = Record<MessageKey, string>;
export type TranslateVars = Record<string, string | number>;
/** A translate function bound to one language. */
export type Translate = (key: MessageKey, vars?: TranslateVars) => string;

/** Element id of the JSON script holding the page language's messages. */
export const MESSAGES_ELEMENT_ID = 'i18n-messages';
