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
 * Keys only server-rendered markup reads (no island asks for them), and keys only some islands
 * read (a page with such an island asks for them, `browserMessages`): they stay out of the
 * messages every page ships, which would otherwise grow every route's HTML budget.
 */
export const SERVER_ONLY_PREFIXES = [
  'app.description',
  'pages.results.',
  'pages.resultInfo.',
  'pages.headToHead.',
  'pages.leagueDetails.',
  'pages.leagueInfo.',
  'pages.teamList.',
  'pages.teamInfo.',
  'pages.playerInfo.',
  'shell.notice.',
  // The account pages' headings and labels are rendered with the form.
  'pages.login.',
  'pages.register.',
  'pages.password.',
  'accounts.field.',
] as const;
/**
 * The search bar's widgets; the match panels' wording and the full stats catalogue; the console;
 * the account forms' own wording (login, registration, password change, the approval queue),
 * while the header's account control and the session dialogs ship with every page.
 */
const ON_REQUEST_PREFIXES = [
  'widgets.',
  'panel.',
  'stats.',
  'admin.',
  'accounts.problem.',
  'accounts.hint.',
  'accounts.login.',
  'accounts.register.',
  'accounts.password.',
  'accounts.admin.',
] as const;

/** A prefix of keys a page may ask to ship on top of the shared ones (or a narrower one). */
export type MessageGroup = `${(typeof ON_REQUEST_PREFIXES)[number]}${string}`;

/**
 * The panel wording the in-play page itself ships: the state line of its first paint and the
 * broadcast window. The sport bodies' wording (`panel.*` otherwise) comes with their chunks
 * (`virtual:panel-messages/{lang}`), keeping it out of the in-play HTML.
 */
export const PAGE_PANEL_PREFIXES = ['panel.states.', 'panel.broadcast.'] as const;

/** Whether a key travels with the panel chunks rather than in the in-play page. */
export function isPanelChunkKey(key: string): boolean {
  return key.startsWith('panel.') && !startsWithAny(key, PAGE_PANEL_PREFIXES);
}

const startsWithAny = (key: string, prefixes: readonly string[]) =>
  prefixes.some((p) => key.startsWith(p));

function forBrowser(messages: Messages, groups: readonly MessageGroup[]): Messages {
  return Object.fromEntries(
    Object.entries(messages).filter(
      ([key]) =>
        !startsWithAny(key, SERVER_ONLY_PREFIXES) &&
        (!startsWithAny(key, ON_REQUEST_PREFIXES) || startsWithAny(key, groups)),
    ),
  ) as Messages;
}

/** The messages every page ships to its islands, per language. */
export const BROWSER_MESSAGES: Record<Language, Messages> = {
  kr: forBrowser(kr, []),
  en: forBrowser(en, []),
  jp: forBrowser(jp, []),
};

/**
 * The messages a page ships: the shared ones, plus the groups its islands read.
 * @example browserMessages('en', ['widgets.']) // the search bar's wording included
 */
export function browserMessages(lang: Language, groups: readonly MessageGroup[] = []): Messages {
  return groups.length === 0 ? BROWSER_MESSAGES[lang] : forBrowser(ALL_MESSAGES[lang], groups);
}

let provided = false;

/** Registers every language with the runtime once per process. */
export function provideServerMessages(): void {
  if (provided) return;
  provideMessages((lang) => ALL_MESSAGES[lang]);
  provided = true;
}
